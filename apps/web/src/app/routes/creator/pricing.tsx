import { formatRateEur } from '@hookline/shared/money';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { ListState } from '../../../components/layout/list-state';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { LevelProgressSection, LevelRuleTable } from '../../../features/creator/components/level-progress';
import { eur, levelName } from '../../../features/creator/format';
import { useCurrentUser } from '../../../features/users/api/get-me';
import { currentLocale, t } from '../../../lib/i18n';
import { useLevels } from '../../../lib/reference-data';

export default function PricingRoute() {
  const levels = useLevels();
  const creator = useCurrentUser()?.creator ?? null;
  const deal = creator?.level;

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('crPricing')} back={{ to: '/app/credits', label: t('uiCredits') }} />
      {creator && <LevelProgressSection />}
      <Text c="dimmed" fz="sm">
        {t('crPricingRule')}
      </Text>
      <Text c="dimmed" fz="sm" data-testid="deal-in-force">
        {t('crDealInForce')}
      </Text>
      {deal && deal.type !== 'normal' && (
        <Alert color="violet" variant="light" title={t('crPersonalDeal')} data-testid="personal-deal">
          {deal.type === 'fixed'
            ? t('crFixedDeal', { amount: eur(deal.max_amount_eur) })
            : t('crRateDeal', {
                rate: formatRateEur(deal.per_1k_views_amount_eur ?? 0, currentLocale()),
                cap: eur(deal.max_amount_eur),
              })}
        </Alert>
      )}
      <ListState
        query={levels}
        isEmpty={(data) => data.length === 0}
        loading={<Skeleton h={320} radius="lg" aria-label={t('crLoadingLevelTable')} />}
        empty={
          <Paper withBorder radius="lg" p="lg">
            <Text c="dimmed">{t('crNoLevelsYet')}</Text>
          </Paper>
        }
      >
        {(data) => (
          <Paper withBorder radius="lg">
            <Table verticalSpacing="sm" aria-label={t('crLevelTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('crLevel')}</Table.Th>
                  <Table.Th ta="right">{t('crPer1000Views')}</Table.Th>
                  <Table.Th ta="right">{t('crCapPerVideo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((l) => {
                  const mine = creator?.level_id === l.id;
                  return (
                    <Table.Tr
                      key={l.id}
                      data-testid="level-row"
                      data-current={mine || undefined}
                      aria-current={mine ? 'true' : undefined}
                      bg={mine ? 'violet.0' : undefined}
                    >
                      <Table.Td>
                        <Group gap="xs">
                          <Text fw={mine ? 700 : 500}>{levelName(l.name)}</Text>
                          {mine && (
                            <Badge size="sm" variant="filled">
                              {t('crYourLevel')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{eur(l.per_1k_views_amount_eur)}</Table.Td>
                      <Table.Td ta="right">{eur(l.max_amount_eur)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </ListState>
      <Text fw={700}>{t('crHowLevelIsSet')}</Text>
      <Text c="dimmed" fz="sm">
        {t('crLevelFromProfile')}
      </Text>
      <LevelRuleTable currentLevelId={creator?.level_id} />
    </Stack>
  );
}
