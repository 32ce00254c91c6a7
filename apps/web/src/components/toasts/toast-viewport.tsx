// Renders the toast list of the client state as Mantine notifications, newest last, above everything.
import { Notification } from '@mantine/core';
import { useEffect } from 'react';
import { removeToast, resumeToastTimers, useToasts } from '../../lib/toasts';
import { mentionsSupport, SupportLine } from '../support/support-link';

export function ToastViewport() {
  const toasts = useToasts();
  useEffect(() => resumeToastTimers(), []);
  return (
    <div className="hl-toasts" aria-live="polite">
      {toasts.map((t) => (
        <Notification
          key={t.id}
          role="alert"
          data-testid="toast"
          data-color={t.color}
          data-toast-id={t.id}
          color={t.color}
          withBorder
          radius="md"
          onClose={() => removeToast(t.id)}
          closeButtonProps={{ 'aria-label': 'Dismiss' }}
        >
          {t.message}
          {mentionsSupport(t.message) && <SupportLine mt={4} />}
        </Notification>
      ))}
    </div>
  );
}
