// /admin/campaigns, /admin/campaigns/active and /admin/campaigns/archived share one screen (SPEC §2 "Campaign list").
import { ComingSoon } from '../../../components/layout/coming-soon';

const TITLES = { all: 'All Campaigns', active: 'Active Campaigns', archived: 'Archived Campaigns' } as const;

export function CampaignsScreen({ status }: { status: keyof typeof TITLES }) {
  return <ComingSoon title={TITLES[status]} />;
}
