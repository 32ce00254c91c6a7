// "Contact support" made actionable: the support address as a mailto link, beside any message that asks the
// user to contact support (the text of the message itself stays as the product states it).
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

/** True when a message asks the user to contact support, so the address belongs beside it. */
export const mentionsSupport = (message: string | null | undefined) => /contact support/i.test(message ?? '');
