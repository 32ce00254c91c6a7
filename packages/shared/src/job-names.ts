// Every background job's name and the description Background Processes lists, in one place: the server's worker
// (apps/server/src/modules/jobs/definitions/, tasks.ts), every module that queues or looks up a job, and the web's
// Background Processes take them from here. This file imports nothing, so any module can name a job without
// importing what the job runs.
export const JOBS = {
  refreshStats: {
    name: 'refresh-stats',
    description: 'Refresh stats of reviewed videos and settle those past 72 hours',
  },
  archiveEnded: {
    name: 'archive-ended',
    description: 'Archive campaigns whose end date passed or with nothing left to spend',
  },
  generateBills: { name: 'generate-bills', description: "Generate creators' monthly bills" },
  weeklySummary: { name: 'weekly-summary', description: 'Queue the weekly summary emails of musicians' },
  levelReview: {
    name: 'level-review',
    description: "Read creators' TikTok figures again: raise levels by the rule table, propose lower ones",
  },
  ledgerCheck: { name: 'ledger-check', description: 'Check the money invariants of the ledger' },
  viewsAt72h: {
    name: 'views-at-72h',
    description: 'Read the views of an approved video 72 hours after its upload and settle it',
  },
  /** the description names the event: `Send notification email (bill-issued)` */
  notify: { name: 'notify', description: 'Send notification email' },
  /** a task for a person (state 'manual'): no worker runs it */
  manualSoundCheck: { name: 'manual-sound-check', description: 'Check the sound of a submitted video by hand' },
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS]['name'];
