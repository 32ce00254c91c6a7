// The platforms a campaign accepts, as small badges: the feed card and the campaign page.
import { PLATFORM_NAMES, type Platform } from '@hookline/shared/platforms';
import { Badge, Group } from '@mantine/core';
import { t } from '../../lib/i18n';

export function PlatformBadges({ platforms }: { platforms: Platform[] }) {
  return (
    <Group gap={6} wrap="wrap" data-testid="platforms" aria-label={t('crPlatformsAccepted')}>
      {platforms.map((p) => (
        <Badge key={p} variant="outline" color="gray" size="sm">
          {PLATFORM_NAMES[p]}
        </Badge>
      ))}
    </Group>
  );
}
