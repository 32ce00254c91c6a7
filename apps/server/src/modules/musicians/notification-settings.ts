// Which emails a musician wants: a new video on a campaign, the weekly summary, a campaign's end.
import type { NotificationSettings } from '@hookline/shared/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Every email is on until the musician turns it off. */
export async function notificationSettingsOf(db: Db, o: { userId: number }): Promise<NotificationSettings> {
  const [u] = await db
    .select({
      newVideo: users.notifyNewVideo,
      weeklySummary: users.notifyWeeklySummary,
      campaignEnded: users.notifyCampaignEnded,
    })
    .from(users)
    .where(eq(users.id, o.userId));
  return {
    new_video: u?.newVideo ?? true,
    weekly_summary: u?.weeklySummary ?? true,
    campaign_ended: u?.campaignEnded ?? true,
  };
}

export async function saveNotificationSettings(db: Db, o: { userId: number; settings: NotificationSettings }) {
  await db
    .update(users)
    .set({
      notifyNewVideo: o.settings.new_video,
      notifyWeeklySummary: o.settings.weekly_summary,
      notifyCampaignEnded: o.settings.campaign_ended,
      updatedAt: new Date(),
    })
    .where(eq(users.id, o.userId));
  return o.settings;
}
