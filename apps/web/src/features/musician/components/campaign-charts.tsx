// Cumulative views over time (from the stats history) and videos per day. Loaded on its own chunk: the chart
// library is only needed here.
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Dashboard } from '../api/types';

export default function CampaignCharts({ dashboard }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="lg" p="md" data-testid="views-chart">
        <Title order={2} fz="md" mb="sm">
          Views over time
        </Title>
        {dashboard.views_over_time.length === 0 ? (
          <Text c="dimmed">No views recorded yet.</Text>
        ) : (
          <AreaChart
            h={220}
            data={dashboard.views_over_time}
            dataKey="day"
            series={[{ name: 'views', label: 'Views', color: 'violet.6' }]}
            curveType="monotone"
            valueFormatter={(v) => v.toLocaleString('en')}
            withDots={dashboard.views_over_time.length < 20}
          />
        )}
      </Paper>
      <Paper withBorder radius="lg" p="md" data-testid="videos-chart">
        <Title order={2} fz="md" mb="sm">
          Videos per day
        </Title>
        {dashboard.videos_per_day.length === 0 ? (
          <Text c="dimmed">No videos published yet.</Text>
        ) : (
          <BarChart
            h={220}
            data={dashboard.videos_per_day}
            dataKey="day"
            series={[{ name: 'videos', label: 'Videos', color: 'teal.6' }]}
            yAxisProps={{ allowDecimals: false }}
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}
