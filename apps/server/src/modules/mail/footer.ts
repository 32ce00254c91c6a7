// The footer every email carries: where to get help and the terms and privacy documents (config.ts SUPPORT_EMAIL,
// TERMS_URL, PRIVACY_URL). Added by the mailer, so no template can forget it.
import type { Mail } from './mailer';

export type MailFooter = { supportEmail: string; termsUrl: string; privacyUrl: string };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function withFooter(mail: Mail, f: MailFooter): Mail {
  const link = 'color:#7048e8';
  const html = `<p style="font-size:12px;color:#999;margin-top:16px">Questions? Write to <a style="${link}" href="mailto:${esc(f.supportEmail)}">${esc(f.supportEmail)}</a> · <a style="${link}" href="${esc(f.termsUrl)}">Terms of service</a> · <a style="${link}" href="${esc(f.privacyUrl)}">Privacy policy</a></p>`;
  const closing = '</div></body></html>';
  return {
    ...mail,
    html: mail.html.endsWith(closing)
      ? `${mail.html.slice(0, -closing.length)}${html}${closing}`
      : `${mail.html}${html}`,
    text: `${mail.text}\n\nQuestions? Write to ${f.supportEmail}\nTerms of service: ${f.termsUrl}\nPrivacy policy: ${f.privacyUrl}`,
  };
}
