// /terms: Hookline's terms of service (replaced by TERMS_URL when the company's own document lives elsewhere).
import { List } from '@mantine/core';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalPage } from './legal-page';

export default function TermsRoute() {
  return (
    <LegalPage
      external={usePublicConfig().terms_url}
      title="Terms of service"
      updated="23 November 2026"
      sections={[
        {
          title: 'What Hookline is',
          body: 'Hookline connects musicians and labels, who pay for promotion campaigns for their songs, with creators, who promote those songs in short videos on TikTok and are paid in EUR for the views.',
        },
        {
          title: 'Your account',
          body: 'You must be older than 13; if you are under 18 you need the consent of a parent or guardian. Keep your password to yourself. One person, one account, and one TikTok profile per account.',
        },
        {
          title: 'Videos and pay',
          body: (
            <List size="sm" spacing={4}>
              <List.Item>
                A video must be posted on your linked TikTok profile, use the campaign's sound and follow the campaign's
                rules.
              </List.Item>
              <List.Item>
                Your level (set from your TikTok followers and recent views, see Pricing) decides your rate per 1,000
                views and the most one video can earn. Pay is counted from the views 72 hours after upload.
              </List.Item>
              <List.Item>
                We may decline a video, always with a reason; you may appeal each decline once. Videos with bought or
                generated views are marked as fraud and not paid, and earnings already paid for them are taken off your
                next bill.
              </List.Item>
              <List.Item>
                Earnings are billed monthly on your behalf (self-billing) and paid to the bank account in your payment
                settings.
              </List.Item>
            </List>
          ),
        },
        {
          title: 'Musicians',
          body: 'A campaign budget is reserved for approved videos and paid out from their views; what is not spent goes back to you when the campaign ends.',
        },
        {
          title: 'Ending',
          body: 'You can stop at any time. We may block an account that breaks these terms; blocked creators cannot join campaigns or submit videos.',
        },
      ]}
    />
  );
}
