// /app/faq: how Hookline works for creators: levels, the 72-hour rule, sounds, payment, and the rest.
import { REVIEW_COLOUR_HOURS } from '@hookline/shared/constants';
import { Accordion, Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { SupportLink } from '../../../components/support/support-link';
import { LevelLines } from '../../../features/creator/components/level-lines';

type Item = { q: string; a: ReactNode };

const SECTIONS: { title: string; items: Item[] }[] = [
  {
    title: 'Getting started',
    items: [
      {
        q: 'How do I take part in a campaign?',
        a: (
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>Connect your TikTok profile on your account page and choose your country.</List.Item>
            <List.Item>Open a campaign under Campaigns and press Join campaign. That reserves your slot.</List.Item>
            <List.Item>
              Make a video with the campaign's sound and hashtags and post it on your linked profile.
            </List.Item>
            <List.Item>Paste the video's link on the campaign page and press Submit video link.</List.Item>
          </List>
        ),
      },
      {
        q: 'Which campaigns can I see?',
        a: 'Campaigns that are running, that target a territory your country belongs to (for example Germany is in GSA and Europe), and whose maximum creator level is at or above yours.',
      },
      {
        q: 'Why do you need my TikTok profile?',
        a: 'We read your username, follower count and the statistics of the videos you submit. That is how we prove a video is yours and count its views. We never post for you.',
      },
      {
        q: 'Can I cancel?',
        a: 'Yes, while your promotion is pending or submitted: open the campaign and press Cancel promotion. Once a video is approved it stays in the campaign.',
      },
    ],
  },
  {
    title: 'Sounds and videos',
    items: [
      {
        q: 'Which sound must my video use?',
        a: "The campaign's own sound: open it with 'Use this sound on TikTok' on the campaign page, or start from the CapCut template. A video with another sound, or a remix uploaded as your own sound, is refused with a message that the video does not contain the correct sound.",
      },
      {
        q: 'Why was my link refused as not being on my profile?',
        a: 'The video must be posted on the TikTok profile you connected. Videos of other profiles, or links to a private or deleted video, cannot be checked and are refused.',
      },
      {
        q: 'What happens after I submit?',
        a: 'We check the profile and the sound at once. Then the Hookline team reviews the video; when it is approved the status becomes Reviewed and your earning is reserved from the campaign budget.',
      },
    ],
  },
  {
    title: 'Levels and earnings',
    items: [
      {
        q: 'What are levels?',
        a: (
          <Stack gap={4}>
            <Text fz="sm">
              Each creator has a level from 0 to 6, set from your TikTok followers and the median views of your recent
              videos (the table is on Pricing). Your level sets what you earn per 1,000 views and the most one video can
              earn. Level 0 does not earn yet.
            </Text>
            <LevelLines />
            <Text fz="sm">
              Some creators have a personal deal instead (their own rate, or a fixed amount per accepted video). See{' '}
              <Anchor component={Link} to="/app/credits/pricing" fz="sm">
                Pricing
              </Anchor>
              .
            </Text>
          </Stack>
        ),
      },
      {
        q: `What is the ${REVIEW_COLOUR_HOURS}-hour rule?`,
        a: `Your earning is counted from the views your video has ${REVIEW_COLOUR_HOURS} hours after you uploaded it: views ÷ 1,000 × your rate, up to your cap. Views after that still help the song, but do not change your pay. Post when your audience is online!`,
      },
      {
        q: 'Can a campaign run out of budget after my video was approved?',
        a: 'No. When your video is approved, the most you can earn on it is reserved for you from the budget. After 72 hours your real earning is paid from that reservation and the rest goes back to the campaign.',
      },
    ],
  },
  {
    title: 'Payment',
    items: [
      {
        q: 'When and how am I paid?',
        a: 'At the start of each month we bill your earnings of the month before on your behalf (a self-billing invoice, under Credits → Bills) and pay it to the bank account in your payment settings.',
      },
      {
        q: 'What do I need to get paid?',
        a: (
          <Text fz="sm">
            Complete your{' '}
            <Anchor component={Link} to="/app/account/payment-settings" fz="sm">
              payment settings
            </Anchor>
            : account holder, a valid IBAN and your address. Your account shows as payable once they are complete.
          </Text>
        ),
      },
      {
        q: 'What do Earned, Billed and Paid mean?',
        a: 'Earned is money from finished videos not yet on a bill. Billed is on a bill waiting for payout. Paid has reached your account. Every movement is listed under Transaction history.',
      },
      {
        q: 'What if a video is found to be fraud?',
        a: 'Videos with bought views or reused content are marked as fraud and not paid; an earning already billed is taken off your next bill.',
      },
      {
        q: 'My video was declined. Can I appeal?',
        a: 'Yes, once per decline. Open the video from Credits → Campaign history: it shows the reason and a note from the team. Write why the decision should change and send it; we answer by email. If the appeal is accepted, the video goes back to review.',
      },
    ],
  },
];

export default function FaqRoute() {
  return (
    <Stack gap="lg">
      <ScreenHeader title="FAQ" />
      {SECTIONS.map((s) => (
        <Paper key={s.title} withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          <Title order={2} fz="lg" p="xs">
            {s.title}
          </Title>
          <Accordion variant="default" chevronPosition="right">
            {s.items.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>
                  <Text fw={600} fz="sm">
                    {item.q}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>{typeof item.a === 'string' ? <Text fz="sm">{item.a}</Text> : item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Paper>
      ))}
      <Text c="dimmed" fz="sm" data-testid="faq-support">
        Still stuck? Write to support at <SupportLink /> from the email address of your account.
      </Text>
    </Stack>
  );
}
