// A control that may be disabled, and the reason when it is: in a tooltip on hover and on touch (a disabled control
// itself receives no pointer events, so the wrapper takes them), and read after the control by screen readers. The
// wrapper is there in both states, so the control is not mounted again when it becomes enabled.
import { Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export function WhyDisabled({ reason, children }: { reason: string | null | false; children: ReactNode }) {
  return (
    <Tooltip
      label={reason || ''}
      disabled={!reason}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={280}
      withArrow
    >
      <span style={{ display: 'inline-flex', flexShrink: 0 }} data-testid={reason ? 'why-disabled' : undefined}>
        {children}
        {reason && <VisuallyHidden>{reason}</VisuallyHidden>}
      </span>
    </Tooltip>
  );
}
