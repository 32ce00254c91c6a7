// An email address that wraps where a reader expects on a narrow screen: after the @ and before a dot, a dash, an
// underscore or a plus, never in the middle of a name, unless one part alone is wider than the line.
import { Fragment } from 'react';

/** The address cut at its break points: after '@', before '.', '-', '_' and '+'. */
export const emailParts = (email: string) => email.split(/(?<=@)|(?=[._+-])/).filter(Boolean);

export function EmailAddress({ email }: { email: string }) {
  return (
    <span style={{ overflowWrap: 'anywhere' }} data-email={email}>
      {emailParts(email).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address in their order, never reordered
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
