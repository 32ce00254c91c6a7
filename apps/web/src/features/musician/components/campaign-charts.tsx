// Cumulative views over time (from the stats history) and videos per day, drawn by the app's own SVG chart
// (docs/decisions/0006-own-charts.md). Still its own chunk: the dashboard's figures paint before it.
import { formatCount } from '@hookline/shared/money';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { SvgChart } from '../../../components/charts/svg-chart';
import type { Dashboard } from '../api/types';

/** One chart in its card: the title, then the chart or, before there is anything to draw, a line saying so. */
function ChartCard(p: { title: string; testId: string; empty: boolean; emptyText: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={p.testId}>
      <Title order={2} fz="md" mb="sm">
        {p.title}
      </Title>
      {p.empty ? <Text c="dimmed">{p.emptyText}</Text> : p.children}
    </Paper>
  );
}

const dayLabel = (day: string) => dayjs(day).format('D MMM');

export default function CampaignCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        title="Views over time"
        testId="views-chart"
        empty={dashboard.views_over_time.length === 0}
        emptyText="No views recorded yet."
      >
        <SvgChart
          kind="area"
          title="Views over time"
          name="Views"
          pointNoun="day"
          summary="latest"
          color="violet"
          data={dashboard.views_over_time.map((d) => ({ label: dayLabel(d.day), value: d.views }))}
          valueFormatter={formatCount}
        />
      </ChartCard>
      <ChartCard
        title="Videos per day"
        testId="videos-chart"
        empty={dashboard.videos_per_day.length === 0}
        emptyText="No videos published yet."
      >
        <SvgChart
          kind="bar"
          title="Videos per day"
          name="Videos"
          pointNoun="day"
          summary="total"
          color="teal"
          integer
          data={dashboard.videos_per_day.map((d) => ({ label: dayLabel(d.day), value: d.videos }))}
          valueFormatter={formatCount}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
