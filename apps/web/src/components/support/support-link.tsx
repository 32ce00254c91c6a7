// "Contact support" made actionable: the support address as a mailto link, beside any message that asks the
// user to contact support (the text of the message itself stays as the product states it).
import type { TextReader } from '@hookline/shared/catalogue';
import { type MessageKey, MSG } from '@hookline/shared/messages';
import { Anchor, Text, type TextProps } from '@mantine/core';
import { t } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/public-config';

export function SupportLink({ label }: { label?: string }) {
  const { support_email } = usePublicConfig();
  return (
    <Anchor href={`mailto:${support_email}`} data-testid="support-link">
      {label ?? support_email}
    </Anchor>
  );
}

/** A line with the support address under a message that says to contact support. */
export function SupportLine(props: TextProps) {
  return (
    <Text fz="sm" {...props}>
      {t('uiSupportLabel')} <SupportLink />
    </Text>
  );
}

let supportKeys: MessageKey[] | undefined;
/** The catalogue's texts that ask the user to contact support (their English says so). */
const textsAskingForSupport = () => {
  supportKeys ??= (Object.keys(MSG) as MessageKey[]).filter((key) => /contact support/i.test(MSG[key]));
  return supportKeys;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** A text of the catalogue as a pattern: its placeholders match any value. */
const patternOf = (text: string) => new RegExp(escapeRegExp(text).replace(/\{\w+\}/g, '[\\s\\S]*'), 'i');

/**
 * True when a message asks the user to contact support, so the address belongs beside it: one of the catalogue's
 * texts that say so, in the language shown (`text`, the active one by default), or in English, as a server may answer.
 */
export function mentionsSupport(message: string | null | undefined, text: TextReader = t): boolean {
  if (!message) return false;
  if (/contact support/i.test(message)) return true;
  return textsAskingForSupport().some((key) => patternOf(text(key)).test(message));
}
