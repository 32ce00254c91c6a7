// Shapes of the admin people endpoints' answers (apps/server/src/routes/api/admin/people.ts), as the screens read them.
import type { AdminBill } from '@hookline/shared/bills';
import type { CreatorPromotionAnswer } from '@hookline/shared/campaign-answers';
import type { CREATOR_STATUS_FILTERS } from '@hookline/shared/constants';
import type { CreatorCard, MusicianAnswer } from '@hookline/shared/people-answers';
import type { CountryAnswer, LevelAnswer } from '@hookline/shared/reference';
import type { ScheduledTask, ScheduledTaskMeta } from '@hookline/shared/scheduled-tasks';

export type CreatorStatusFilter = (typeof CREATOR_STATUS_FILTERS)[number];

export type AdminCreatorUser = CreatorCard;

export type CreatorVideo = CreatorPromotionAnswer;

export type AdminMusician = MusicianAnswer;

/** A bill as GET /api/admin/bills lists it, with the columns Invoices shows. */
export type Invoice = AdminBill;

export type TaskMeta = ScheduledTaskMeta;

/** GET /api/schedule/get_scheduled_tasks answers each task as a triple (id, description, meta). */
export type { ScheduledTask };

export type Country = CountryAnswer;
export type Level = LevelAnswer;
