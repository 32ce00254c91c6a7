// The FAQ's lines on the levels: what each level needs and pays.
import { List } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { useLevels } from '../../../lib/reference-data';
import { eur, levelName } from '../format';

export function LevelLines() {
  const levels = useLevels();
  if (!levels.data?.length) return null;
  return (
    <List size="sm" spacing={2} mt="xs">
      {levels.data.map((l) => (
        <List.Item key={l.id}>
          {l.max_amount_eur > 0
            ? t('crLevelLine', {
                level: levelName(l.name),
                rate: eur(l.per_1k_views_amount_eur),
                max: eur(l.max_amount_eur),
              })
            : t('crLevelLineNoEarnings', { level: levelName(l.name) })}
        </List.Item>
      ))}
    </List>
  );
}
