// Cumulative views over time (from the stats history) and videos per day, drawn by the app's own SVG chart
// (docs/decisions/0006-own-charts.md). Still its own chunk: the dashboard's figures paint before it.
import { formatCount } from '@hookline/shared/money';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { SvgChart, type SvgChartProps } from '../../../components/charts/svg-chart';
import { currentLocale, t } from '../../../lib/i18n';
import { formatShortDay } from '../../../lib/zoned-time';
import type { Dashboard } from '../api/types';

/**
 * One chart of counts per day in its card: the title (the card's heading and the chart's summary), then the chart
 * or, before there is anything to draw, a line saying so.
 */
type ChartCardProps = Omit<SvgChartProps, 'pointNoun' | 'valueFormatter'> & { testId: string; emptyText: string };

function ChartCard({ testId, emptyText, ...chart }: ChartCardProps) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Title order={2} fz="md" mb="sm">
        {chart.title}
      </Title>
      {chart.data.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <SvgChart {...chart} pointNoun="day" valueFormatter={(value) => formatCount(value, currentLocale())} />
      )}
    </Paper>
  );
}

const dayLabel = (day: string) => formatShortDay(day, currentLocale());

export default function CampaignCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        testId="views-chart"
        emptyText={t('muNoViewsYet')}
        kind="area"
        title={t('muViewsOverTime')}
        name={t('muViews')}
        summary="latest"
        color="violet"
        data={dashboard.views_over_time.map((d) => ({ label: dayLabel(d.day), value: d.views }))}
      />
      <ChartCard
        testId="videos-chart"
        emptyText={t('muNoVideosPublished')}
        kind="bar"
        title={t('muVideosPerDay')}
        name={t('muVideos')}
        summary="total"
        color="teal"
        integer
        data={dashboard.videos_per_day.map((d) => ({ label: dayLabel(d.day), value: d.videos }))}
      />
    </SimpleGrid>
  );
}
