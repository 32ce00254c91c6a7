// Forms validate with the same zod schemas the server uses (one schema per request, in packages/shared): safeParse on submit, and
// the issues become Mantine form errors keyed by field path.

import { keyOfText } from '@hookline/shared/catalogue';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { t } from './i18n';

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/**
 * The first message per field, keyed the way @mantine/form names fields ('a.b.0'); a schema's message from the
 * catalogue (English in packages/shared) is shown in the user's language.
 */
export function fieldErrors(issues: ReadonlyArray<Issue>, rename: Record<string, string> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    const field = rename[key] ?? key;
    const text = keyOfText(issue.message);
    if (!(field in errors)) errors[field] = text ? t(text) : issue.message;
  }
  return errors;
}

/** Empty text inputs are sent as null, so clearing a field clears it on the server. */
export const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * A form checked by its request's schema (packages/shared) before anything is sent, the way every form here is: the
 * values (Mantine form) and a submit handler that parses `toBody(values)`, shows each issue on its field and hands
 * the parsed body to `onValid`, which sends it (its mutation's `isPending` is the submit state; a refusal is
 * toasted by the query client, lib/query-client.ts, or shown on its field by `onValid`'s own `onError`).
 */
export function useSchemaForm<V extends Record<string, unknown>, S extends z.ZodType>(o: {
  initialValues: V;
  schema: S;
  toBody?: (values: V) => unknown;
  rename?: Record<string, string>;
  onValid: (body: z.output<S>, values: V) => void;
}) {
  const form = useForm<V>({ initialValues: o.initialValues });
  const onSubmit = form.onSubmit((values) => {
    const parsed = o.schema.safeParse(o.toBody ? o.toBody(values) : values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error.issues, o.rename));
      return;
    }
    o.onValid(parsed.data, values);
  });
  return { form, onSubmit };
}
