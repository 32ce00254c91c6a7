// Shapes of the admin people endpoints' answers (apps/server/src/routes/api/admin/people.ts), as the screens read them.
import type { CREATOR_STATUS_FILTERS, LevelType } from '@hookline/shared/constants';

export type Page<T> = { items: T[]; _meta: { total_items: number } };

export type CreatorStatusFilter = (typeof CREATOR_STATUS_FILTERS)[number];

export type AdminCreatorUser = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  verified: boolean;
  is_payable: boolean;
  is_notification_enabled: boolean;
  street: string | null;
  house_number: string | null;
  city: string | null;
  user_type: 'creator' | 'musician';
  creator: {
    id: number;
    tiktok_username: string | null;
    tiktok_followers: number | null;
    status: 'active' | 'blocked';
    derived_status: CreatorStatusFilter;
    level_id: number;
    level: {
      id: number;
      name: string;
      type: LevelType;
      per_1k_views_amount_eur: number | null;
      max_amount_eur: number | null;
    };
    country: { id: number; name: string } | null;
    payout_address: string | null;
  };
};

export type CreatorVideo = {
  id: number;
  campaign_id: number;
  status: string;
  video_url: string | null;
  video_link: string | null;
  video_uploaded_at: string | null;
  created_at: string;
  creator: { id: number; tiktok_username: string | null };
  song: { title: string; artist: string };
  can_delete: boolean;
};

export type AdminMusician = {
  id: number;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  stage_name: string | null;
};

/** A bill as GET /api/admin/bills lists it (packages/shared/src/bills.ts), with the columns Invoices shows. */
export type Invoice = import('@hookline/shared/bills').Bill & {
  user: { last_name: string | null };
  creator: { tiktok_username: string | null; is_payable: boolean };
};

export type TaskMeta = {
  name: string;
  state: string;
  payload: unknown;
  attempts: number;
  run_at: string | null;
  created_at: string | null;
  completed_at: string | null;
  result: unknown;
  last_error: string | null;
};

/** GET /api/schedule/get_scheduled_tasks answers each task as a triple. */
export type ScheduledTask = [id: number, description: string, meta: TaskMeta];

export type Country = { id: number; name: string };
export type Level = { id: number; name: string; per_1k_views_amount_eur: number; max_amount_eur: number };
