// The language picker of /login, /signup and Account: each language by its own name (LANGUAGE_NAMES). Choosing one
// shows the screen in it at once and keeps it (lib/language.ts); `onChosen` saves it on a signed-in user.
// A native select: the smallest Mantine control that does the job on the pre-rendered first screens.
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '@hookline/shared/languages';
import { NativeSelect } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { switchLanguage, useLocale } from '../../../lib/language';

const OPTIONS = LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

export function LanguagePicker({
  onChosen,
  disabled,
  mt = 'lg',
}: {
  onChosen?: (locale: Locale) => void;
  disabled?: boolean;
  mt?: string | number;
}) {
  const locale = useLocale();
  return (
    <NativeSelect
      label={t('languageLabel')}
      data={OPTIONS}
      value={locale}
      disabled={disabled}
      size="xs"
      w="fit-content"
      mt={mt}
      data-testid="language-picker"
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (!isLocale(chosen)) return;
        onChosen?.(chosen);
        void switchLanguage(chosen);
      }}
    />
  );
}
