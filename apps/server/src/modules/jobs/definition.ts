// The shape of a job definition (one file per job in definitions/, documenso's jobs/definitions layout): its name
// and description (packages/shared/src/job-names.ts), its payload's zod schema, its schedule when it recurs, and its handler.
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Job } from '../queue/queue';

export type JobContext = Pick<AppContext, 'db' | 'tiktok' | 'mailer' | 'config'>;

/** The run of a recurring job for the slot `now` falls in: its singleton key queues it once, whichever worker asks. */
export type ScheduledRun = { singletonKey: string; payload?: Record<string, unknown> };

export type JobDefinition = {
  name: string;
  description: string;
  /** recurring jobs only; the others are queued by the module named in their file */
  schedule?: (now: Date) => ScheduledRun;
  /** parses the payload with the job's schema and runs the handler (a parse error fails the run like any error) */
  run: (ctx: JobContext, job: Job) => Promise<unknown>;
};

export function defineJob<P extends z.ZodType>(d: {
  name: string;
  description: string;
  payload: P;
  schedule?: (now: Date) => { singletonKey: string; payload?: z.input<P> & Record<string, unknown> };
  handler: (ctx: JobContext, payload: z.output<P>, job: Job) => Promise<unknown>;
}): JobDefinition & { payload: P } {
  return {
    name: d.name,
    description: d.description,
    payload: d.payload,
    schedule: d.schedule,
    run: (ctx, job) => d.handler(ctx, d.payload.parse(job.payload), job),
  };
}

/** The start of the `minutes`-long slot `now` falls in, e.g. every 15 minutes. */
export const timeSlot = (now: Date, minutes: number) =>
  new Date(Math.floor(now.getTime() / (minutes * 60_000)) * minutes * 60_000).toISOString();

/** The month `now` falls in, e.g. '2026-11'. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);
