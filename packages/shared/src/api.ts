// Envelope shapes shared by every endpoint: errors { message, code } and lists { data: { items, _meta } }.
import { z } from 'zod';
import { ERROR_CODES } from './constants';
import { dbIdParam, pageParam } from './primitives';

export const errorSchema = z.object({ message: z.string(), code: z.enum(ERROR_CODES).or(z.string()) });
export type ApiError = z.infer<typeof errorSchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ items: z.array(item), _meta: z.object({ total_items: z.number().int() }) }) });

export const pageQuery = z.object({
  page: pageParam(),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
});

export const idParam = z.object({ id: dbIdParam() });
export const messageSchema = z.object({ message: z.string() });
