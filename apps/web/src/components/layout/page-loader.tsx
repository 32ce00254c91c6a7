import { Center, Loader } from '@mantine/core';
import { t } from '../../lib/i18n';

export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true">
      <Loader role="status" aria-label={t('uiLoading')} />
    </Center>
  );
}
