// /app/musician-campaigns/{id}: one campaign's money at work — headline figures, views over time and videos per
// day (from the stats history), the videos page by page (?page=) and the top five, and the CSV/PDF report.
import { formatCount } from '@hookline/shared/money';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { DASHBOARD_VIDEOS_PAGE_SIZE, useDashboard } from '../../../features/musician/api/get-dashboard';
import { Figures } from '../../../features/musician/components/figures';
import { PlatformFigures } from '../../../features/musician/components/platform-figures';
import { ReportButtons } from '../../../features/musician/components/report-buttons';
import { VideosTable } from '../../../features/musician/components/videos-table';
import { errorMessage } from '../../../lib/api-client';
import { currentLocale, t } from '../../../lib/i18n';
import { useLastPageWhenPastEnd, usePageParam } from '../../../lib/use-query-params';
import { CampaignRefunds } from '../../musician-drafts/campaign-refunds';
import { TopUpButton } from '../../musician-drafts/top-up-button';

const CampaignCharts = lazy(() => import('../../../features/musician/components/campaign-charts'));

export default function MusicianCampaignRoute() {
  const id = Number(useParams().id);
  const [page, setPage] = usePageParam();
  const dashboard = useDashboard(Number.isInteger(id) ? id : 0, page);
  // the dashboard renders a moment after the answer, in a render React slices so that a phone's main thread stays
  // free (an answer arriving through the query store is otherwise rendered in one go)
  const d = useDeferredValue(dashboard.data);
  const back = { to: '/app/musician-campaigns', label: t('muYourCampaigns') };
  const pages = d ? Math.ceil(d.figures.videos / DASHBOARD_VIDEOS_PAGE_SIZE) : 0;
  // a ?page= past the last page opens the last page, once the answer is this campaign's
  useLastPageWhenPastEnd(page, d?.campaign.id === id ? pages : 0, setPage);

  if (!Number.isInteger(id) || id <= 0 || (dashboard.isError && !dashboard.data)) {
    return (
      <Stack gap="lg">
        <ScreenHeader title={t('muCampaign')} back={back} />
        <Alert color="red" variant="light" title={t('muCampaignLoadError')}>
          <Group justify="space-between">
            <Text fz="sm">{errorMessage(dashboard.error, t('campaignNotFound'))}</Text>
            <Button variant="light" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
              {t('muTryAgain')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
  if (!d || d.campaign.id !== id) {
    return (
      <Stack gap="lg" aria-busy="true">
        <ScreenHeader title={t('muCampaign')} back={back} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <Skeleton key={i} h={64} radius="lg" />
          ))}
        </SimpleGrid>
        <Skeleton h={260} radius="lg" />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={d.campaign.song.title}
        back={back}
        actions={
          <Group gap="xs">
            {d.campaign.status === 'active' && <TopUpButton campaignId={d.campaign.id} />}
            <ReportButtons campaignId={d.campaign.id} />
          </Group>
        }
      />
      <Group gap="xs">
        <Text c="dimmed">{d.campaign.song.artist}</Text>
        <Badge color={d.campaign.archived ? 'gray' : 'green'} variant="light">
          {d.campaign.archived ? t('muEnded') : t('muActive')}
        </Badge>
      </Group>
      <Figures figures={d.figures} />
      {d.platforms.length > 0 && <PlatformFigures platforms={d.platforms} />}
      <CampaignRefunds campaignId={d.campaign.id} ended={d.campaign.archived} />
      <Suspense fallback={<Skeleton h={260} radius="lg" />}>
        <CampaignCharts dashboard={d} />
      </Suspense>
      <Paper withBorder radius="lg" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('muTopVideos')}
        </Title>
        <VideosTable videos={d.top_videos} testId="top-videos" />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('muAllVideos', { count: formatCount(d.figures.videos, currentLocale()) })}
        </Title>
        {/* while the last page of a ?page= past the end loads, the page asked for is empty, not the campaign */}
        <VideosTable videos={d.videos} empty={d.figures.videos > 0 ? t('muNoVideosOnPage') : undefined} />
        {pages > 1 && (
          <Center mt="md">
            <Pagination total={pages} value={page} siblings={2} onChange={setPage} />
          </Center>
        )}
      </Paper>
    </Stack>
  );
}
