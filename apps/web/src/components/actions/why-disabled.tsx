// A disabled control and the reason it is disabled: in a tooltip on hover and on touch (a disabled control itself
// receives no pointer events, so the wrapper takes them), and read after the control by screen readers.
import { Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export function WhyDisabled({ reason, children }: { reason: string | null | false; children: ReactNode }) {
  if (!reason) return children;
  return (
    <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }} multiline maw={280} withArrow>
      <span style={{ display: 'inline-flex', flexShrink: 0 }} data-testid="why-disabled">
        {children}
        <VisuallyHidden>{reason}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}
