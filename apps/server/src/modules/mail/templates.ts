// Readable HTML + text emails in the recipient's language (their `users.language`); every value is escaped before
// it reaches the HTML.
import type { Locale } from '../../texts';
import { textIn } from '../../texts';
import type { Mail } from './mailer';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string } | undefined,
  locale: Locale,
) {
  const text = textIn(locale);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${esc(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="background:#7048e8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${esc(action.label)}</a></p><p style="font-size:12px;color:#666">${esc(text('mailButtonFallback', { url: action.url }))}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f6f6f9;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${esc(title)}</h1>${body}${button}<p style="font-size:12px;color:#999;margin-top:32px">${esc(text('mailTagline'))}</p></div></body></html>`;
  const plain = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '— Hookline',
  ].join('\n');
  return { html, text: plain, locale };
}

export function verificationMail(to: string, url: string, locale: Locale = 'en'): Mail {
  const text = textIn(locale);
  return {
    to,
    subject: text('mailVerifySubject'),
    ...layout(text('mailVerifyTitle'), [text('mailVerifyBody')], { label: text('mailVerifyAction'), url }, locale),
  };
}

export function resetMail(to: string, url: string, locale: Locale = 'en'): Mail {
  const text = textIn(locale);
  return {
    to,
    subject: text('mailResetSubject'),
    ...layout(
      text('mailResetSubject'),
      [text('mailResetBody'), text('mailResetExpiry')],
      { label: text('mailResetAction'), url },
      locale,
    ),
  };
}

/** Wrong passwords paused the account for new devices: the owner is told, with a single-use sign-in link. */
export function signInLinkMail(to: string, url: string, locale: Locale = 'en'): Mail {
  const text = textIn(locale);
  return {
    to,
    subject: text('mailSignInLinkSubject'),
    ...layout(
      text('mailSignInLinkSubject'),
      [text('mailSignInLinkBody'), text('mailSignInLinkUse'), text('mailResetExpiry')],
      { label: text('mailSignInLinkAction'), url },
      locale,
    ),
  };
}

export function inviteMail(to: string, stageName: string, url: string, locale: Locale = 'en'): Mail {
  const text = textIn(locale);
  return {
    to,
    subject: text('mailInviteSubject'),
    ...layout(
      text('mailInviteTitle', { name: stageName }),
      [text('mailInviteBody'), text('mailInviteExpiry')],
      { label: text('mailInviteAction'), url },
      locale,
    ),
  };
}

export function changeEmailMail(to: string, url: string, locale: Locale = 'en'): Mail {
  const text = textIn(locale);
  return {
    to,
    subject: text('mailChangeEmailSubject'),
    ...layout(
      text('mailChangeEmailSubject'),
      [text('mailChangeEmailBody')],
      { label: text('mailChangeEmailAction'), url },
      locale,
    ),
  };
}

/** To the old address once an email change is confirmed: who can undo it, and for how long. */
export function emailChangedMail(to: string, newEmail: string, undoUrl: string, locale: Locale = 'en'): Mail {
  const text = textIn(locale);
  return {
    to,
    subject: text('mailEmailChangedSubject'),
    ...layout(
      text('mailEmailChangedTitle'),
      [text('mailEmailChangedBody', { email: newEmail }), text('mailEmailChangedUndo')],
      { label: text('mailEmailChangedAction'), url: undoUrl },
      locale,
    ),
  };
}

/** Before an admin's first second factor is set up (production): proves the mailbox, not only the password. */
export function mfaEnrolMail(to: string, url: string, locale: Locale = 'en'): Mail {
  const text = textIn(locale);
  return {
    to,
    subject: text('mailMfaSubject'),
    ...layout(
      text('mailMfaTitle'),
      [text('mailMfaBody'), text('mailMfaExpiry')],
      { label: text('mailMfaTitle'), url },
      locale,
    ),
  };
}

/** A mail whose subject and paragraphs the caller wrote from the catalogue in `locale`. */
export function genericMail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  locale: Locale = 'en',
): Mail {
  return { to, subject, ...layout(subject, paragraphs, action, locale) };
}
