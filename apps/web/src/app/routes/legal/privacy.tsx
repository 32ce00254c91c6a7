// /privacy: Hookline's privacy policy (replaced by PRIVACY_URL when the company's own document lives elsewhere).
import { List } from '@mantine/core';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalPage } from './legal-page';

export default function PrivacyRoute() {
  return (
    <LegalPage
      external={usePublicConfig().privacy_url}
      title="Privacy policy"
      updated="23 November 2026"
      sections={[
        {
          title: 'What we keep',
          body: (
            <List size="sm" spacing={4}>
              <List.Item>Your email address, name and address, and when you accepted these documents.</List.Item>
              <List.Item>
                From TikTok, with your consent: your username, follower count and the view counts of your recent videos
                and of the videos you submit. We never post for you.
              </List.Item>
              <List.Item>For payment: the account holder, IBAN and address you give us, and your bills.</List.Item>
            </List>
          ),
        },
        {
          title: 'Why',
          body: 'To run campaigns: to check that a video is yours and uses the right sound, to set your level, to count views and to pay you. Promotional emails only if you asked for them.',
        },
        {
          title: 'Who sees it',
          body: 'The Hookline team. Musicians see your TikTok username and the statistics of videos made for their campaigns, never your email, address or bank details.',
        },
        {
          title: 'Your rights',
          body: 'You may ask for a copy of your data, have it corrected, or have your account deleted; bills are kept as long as the law requires.',
        },
      ]}
    />
  );
}
