// The footer every email carries: where to get help and the terms and privacy documents (config.ts SUPPORT_EMAIL,
// TERMS_URL, PRIVACY_URL). Added by the mailer, so no template can forget it.
import { textIn } from '../../texts';
import type { Mail } from './mailer';

export type MailFooter = { supportEmail: string; termsUrl: string; privacyUrl: string };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function withFooter(mail: Mail, f: MailFooter): Mail {
  const text = textIn(mail.locale ?? 'en');
  const link = 'color:#7048e8';
  // the address is a link inside the sentence: the sentence is escaped around a marker that becomes the link
  const MARK = '\u0000';
  const questions = esc(text('mailFooterQuestions', { email: MARK })).replace(
    MARK,
    `<a style="${link}" href="mailto:${esc(f.supportEmail)}">${esc(f.supportEmail)}</a>`,
  );
  const html = `<p style="font-size:12px;color:#999;margin-top:16px">${questions} · <a style="${link}" href="${esc(f.termsUrl)}">${esc(text('mailFooterTerms'))}</a> · <a style="${link}" href="${esc(f.privacyUrl)}">${esc(text('mailFooterPrivacy'))}</a></p>`;
  const closing = '</div></body></html>';
  return {
    ...mail,
    html: mail.html.endsWith(closing)
      ? `${mail.html.slice(0, -closing.length)}${html}${closing}`
      : `${mail.html}${html}`,
    text: `${mail.text}\n\n${text('mailFooterQuestions', { email: f.supportEmail })}\n${text('mailFooterTerms')}: ${f.termsUrl}\n${text('mailFooterPrivacy')}: ${f.privacyUrl}`,
  };
}
