// Cumulative views over time (from the stats history) and videos per day. Loaded on its own chunk: the chart
// library is only needed here.
import { formatCount } from '@hookline/shared/money';
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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

export default function CampaignCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        title="Views over time"
        testId="views-chart"
        empty={dashboard.views_over_time.length === 0}
        emptyText="No views recorded yet."
      >
        <AreaChart
          h={220}
          data={dashboard.views_over_time}
          dataKey="day"
          series={[{ name: 'views', label: 'Views', color: 'violet.6' }]}
          curveType="monotone"
          valueFormatter={formatCount}
          withDots={dashboard.views_over_time.length < 20}
        />
      </ChartCard>
      <ChartCard
        title="Videos per day"
        testId="videos-chart"
        empty={dashboard.videos_per_day.length === 0}
        emptyText="No videos published yet."
      >
        <BarChart
          h={220}
          data={dashboard.videos_per_day}
          dataKey="day"
          series={[{ name: 'videos', label: 'Videos', color: 'teal.6' }]}
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
