import { Group, Text } from '@mantine/core';
import { t } from '../../lib/i18n';
import { LogoMark } from '../icons/icons';

export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size === 'xl' ? 36 : 28} />
      <Text component="span" fw={800} fz={size} style={{ letterSpacing: '-0.02em' }}>
        {t('uiHookline')}
      </Text>
    </Group>
  );
}
