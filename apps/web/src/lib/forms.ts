// Forms validate with the same zod schemas the server uses (one schema per request, in packages/shared): safeParse on submit, and
// the issues become Mantine form errors keyed by field path.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** The first message per field, keyed the way @mantine/form names fields ('a.b.0'). */
export function fieldErrors(issues: ReadonlyArray<Issue>, rename: Record<string, string> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    const field = rename[key] ?? key;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Empty text inputs are sent as null, so clearing a field clears it on the server. */
export const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());
