// A fraud score as the admin reads it (shared by the fraud queue and the campaign rows): the 0–100 badge,
// "Held" while the video waits for a decision, and each reason with its figures (docs/engine.md "Fraud signals and holds").
import { FRAUD, type FraudCheck } from '@hookline/shared/fraud';
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { t } from '../../lib/i18n';

const colour = (score: number) => (score >= FRAUD.HOLD_SCORE ? 'red' : score >= FRAUD.QUEUE_SCORE ? 'orange' : 'gray');

export function FraudScore({ check, compact }: { check: FraudCheck; compact?: boolean }) {
  return (
    <Stack gap={4} data-testid="fraud-score">
      <Group gap={6}>
        <Badge color={colour(check.score)} variant="light" title={t('uiFraudScoreTitle')}>
          {t('uiFraudScore', { score: check.score })}
        </Badge>
        {check.held && (
          <Badge color="red" variant="filled">
            {t('uiFraudHeld')}
          </Badge>
        )}
        {check.decision === 'released' && (
          <Badge color="green" variant="light">
            {t('uiFraudReleased')}
          </Badge>
        )}
      </Group>
      {check.reasons.length > 0 && (!compact || check.score >= FRAUD.QUEUE_SCORE) && (
        <List size="xs" spacing={2} aria-label={t('uiFraudReasons')}>
          {check.reasons.map((r) => (
            <List.Item key={r.code}>
              <Text span size="xs">
                {r.text}{' '}
                <Text span size="xs" c="dimmed">
                  (+{r.points})
                </Text>
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
