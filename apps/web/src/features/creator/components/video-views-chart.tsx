// A video's views over time, from every stats read, drawn by the app's own SVG chart
// (docs/decisions/0006-own-charts.md). Still its own chunk: the video's figures paint before it.
import { formatCount } from '@hookline/shared/money';
import { Text } from '@mantine/core';
import { SvgChart } from '../../../components/charts/svg-chart';
import { currentLocale, t } from '../../../lib/i18n';
import { formatShortDayTime } from '../../../lib/zoned-time';

export default function VideoViewsChart({ points }: { points: { at: string; views: number }[] }) {
  if (points.length === 0) return <Text c="dimmed">{t('crNoViewsYet')}</Text>;
  return (
    <SvgChart
      kind="area"
      title={t('crViewsOverTime')}
      name={t('crViews')}
      pointNoun="read"
      summary="latest"
      color="violet"
      data={points.map((p) => ({ label: formatShortDayTime(p.at, currentLocale()), value: p.views }))}
      valueFormatter={(value) => formatCount(value, currentLocale())}
    />
  );
}
