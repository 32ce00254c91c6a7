// GET /api/schedule/get_scheduled_tasks?man_verification=true: the jobs of the engine, with those waiting for a person.

import { JOBS } from '@hookline/shared/job-names';
import type { scheduledTaskList } from '@hookline/shared/scheduled-tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import type { ScheduledTask } from './types';

export const TASKS_PAGE_SIZE = 25;

export const getScheduledTasks = (page: number) =>
  api.get<Answer<typeof scheduledTaskList>>('/api/schedule/get_scheduled_tasks', {
    query: { man_verification: true, page, per_page: TASKS_PAGE_SIZE },
  });

export const scheduledTasksQueryKey = ['admin', 'scheduled-tasks'] as const;

/** The billing job is waiting or running: the list follows it until its result is in. */
export const billingRunInProgress = (tasks: ScheduledTask[] | undefined) =>
  Boolean(
    tasks?.some(([, , meta]) => meta.name === JOBS.generateBills.name && ['queued', 'active'].includes(meta.state)),
  );

export const scheduledTasksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...scheduledTasksQueryKey, page],
    queryFn: () => getScheduledTasks(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (billingRunInProgress(query.state.data?.scheduled_tasks) ? 2_000 : false),
  });

export const useScheduledTasks = (page: number) => useQuery(scheduledTasksQueryOptions(page));
