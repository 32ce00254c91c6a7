// Envelope shapes shared by every endpoint: errors { message, code, key } and lists { data: { items, _meta } }.
import { z } from 'zod';
import { ERROR_CODES } from './constants';
import { dbIdParam, pageParam } from './primitives';

/** A refusal: its English text, its class (docs/decisions/0005-refusals.md) and the catalogue key of its text. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES).or(z.string()),
  key: z.string().optional(),
  /** the request's id, as in its `x-request-id` header and the server's log lines */
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** One page of a list and the count of the whole list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), _meta: z.object({ total_items: z.number().int() }) });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: pageOf(item) });
/** The page a list answer carries in `data`, for an item schema. */
export type Page<T extends z.ZodType> = z.infer<ReturnType<typeof pageOf<T>>>;

export const pageQuery = z.object({
  page: pageParam(),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
});

export const idParam = z.object({ id: dbIdParam() });
export const messageSchema = z.object({ message: z.string() });

/** A message and the saved thing: the answer of most writes. */
export const messageWith = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/**
 * The answer of a download (PDF, CSV, XML): a file, not JSON. It is sent as it is; the schema is there so the API's
 * documentation says what comes back.
 */
export const downloadAnswer = (...contentTypes: string[]) => ({
  description: 'A file to download',
  content: Object.fromEntries(
    contentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }] as const),
  ),
});

/** An answer without a body. */
export const noContent = z.null().meta({ description: 'No content' });
