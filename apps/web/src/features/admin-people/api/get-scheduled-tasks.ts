// GET /api/schedule/get_scheduled_tasks?man_verification=true: the jobs of the engine, with those waiting for a person.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ScheduledTask } from './types';

export const TASKS_PAGE_SIZE = 25;

export const getScheduledTasks = (page: number) =>
  api.get<{ scheduled_tasks: ScheduledTask[]; total_items: number }>('/api/schedule/get_scheduled_tasks', {
    query: { man_verification: true, page, per_page: TASKS_PAGE_SIZE },
  });

export const scheduledTasksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'scheduled-tasks', page],
    queryFn: () => getScheduledTasks(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useScheduledTasks = (page: number) => useQuery(scheduledTasksQueryOptions(page));
