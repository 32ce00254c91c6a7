// A video's views over time, from every stats read. Its own chunk: the chart library loads only here.
import { formatCount } from '@hookline/shared/money';
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import dayjs from 'dayjs';

export default function VideoViewsChart({ points }: { points: { at: string; views: number }[] }) {
  if (points.length === 0) return <Text c="dimmed">No views recorded yet: the first read comes at approval.</Text>;
  const data = points.map((p) => ({ at: dayjs(p.at).format('D MMM HH:mm'), views: p.views }));
  return (
    <AreaChart
      h={220}
      data={data}
      dataKey="at"
      series={[{ name: 'views', label: 'Views', color: 'violet.6' }]}
      curveType="monotone"
      valueFormatter={formatCount}
      withDots={data.length < 20}
    />
  );
}
