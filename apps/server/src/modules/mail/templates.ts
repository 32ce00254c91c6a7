// Readable HTML + text emails; every value is escaped before it reaches the HTML.
import type { Mail } from './mailer';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="background:#7048e8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${esc(action.label)}</a></p><p style="font-size:12px;color:#666">If the button does not work, open this link: ${esc(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f6f6f9;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${esc(title)}</h1>${body}${button}<p style="font-size:12px;color:#999;margin-top:32px">Hookline — music promotion on short-video networks</p></div></body></html>`;
  const text = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '— Hookline',
  ].join('\n');
  return { html, text };
}

export function verificationMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Verify your email address',
    ...layout('Welcome to Hookline', ['Please confirm your email address to finish creating your account.'], {
      label: 'Verify email address',
      url,
    }),
  };
}

export function resetMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Reset your password',
    ...layout(
      'Reset your password',
      [
        'Someone asked to reset the password of your Hookline account. If it was not you, ignore this email.',
        'The link works once and expires in one hour.',
      ],
      { label: 'Choose a new password', url },
    ),
  };
}

export function inviteMail(to: string, stageName: string, url: string): Mail {
  return {
    to,
    subject: 'You have been invited to Hookline',
    ...layout(
      `Welcome, ${stageName}`,
      [
        'A Hookline account has been created for you to follow your promotion campaigns.',
        'Choose a password to sign in. The link expires in seven days.',
      ],
      { label: 'Choose your password', url },
    ),
  };
}

export function changeEmailMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Confirm your new email address',
    ...layout('Confirm your new email address', ['Open the link to use this address for your Hookline account.'], {
      label: 'Confirm email address',
      url,
    }),
  };
}

/** To the old address once an email change is confirmed: who can undo it, and for how long. */
export function emailChangedMail(to: string, newEmail: string, undoUrl: string): Mail {
  return {
    to,
    subject: 'The email address of your Hookline account was changed',
    ...layout(
      'Your email address was changed',
      [
        `The email address of your Hookline account is now ${newEmail}. If you made this change, there is nothing to do.`,
        'If it was not you, open the link within seven days: it restores this address, signs everybody out and sends you a link to choose a new password.',
      ],
      { label: 'Undo the change', url: undoUrl },
    ),
  };
}

/** Before an admin's first second factor is set up (production): proves the mailbox, not only the password. */
export function mfaEnrolMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Confirm the set-up of two-step verification',
    ...layout(
      'Set up two-step verification',
      [
        'Someone signed in to your Hookline admin account asked to set up two-step verification. If it was not you, change your password now.',
        'The link works once and expires in 15 minutes.',
      ],
      { label: 'Set up two-step verification', url },
    ),
  };
}

export function genericMail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Mail {
  return { to, subject, ...layout(subject, paragraphs, action) };
}
