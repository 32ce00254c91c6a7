// The FAQ's lines on the levels: what each level needs and pays.
import { List } from '@mantine/core';
import { useLevels } from '../../../lib/reference-data';
import { eur, levelName } from '../format';

export function LevelLines() {
  const levels = useLevels();
  if (!levels.data?.length) return null;
  return (
    <List size="sm" spacing={2} mt="xs">
      {levels.data.map((l) => (
        <List.Item key={l.id}>
          {levelName(l.name)}:{' '}
          {l.max_amount_eur > 0
            ? `${eur(l.per_1k_views_amount_eur)} per 1,000 views, up to ${eur(l.max_amount_eur)} a video`
            : 'no earnings yet'}
        </List.Item>
      ))}
    </List>
  );
}
