// Renders the toast list of the client state as Mantine notifications, newest last, above everything.
import { Notification, Text } from '@mantine/core';
import { useEffect } from 'react';
import { t } from '../../lib/i18n';
import { removeToast, resumeToastTimers, useToasts } from '../../lib/toasts';
import { mentionsSupport, SupportLine } from '../support/support-link';

export function ToastViewport() {
  const toasts = useToasts();
  useEffect(() => resumeToastTimers(), []);
  return (
    <div className="hl-toasts" aria-live="polite">
      {toasts.map((item) => (
        <Notification
          key={item.id}
          role="alert"
          data-testid="toast"
          data-color={item.color}
          data-toast-id={item.id}
          color={item.color}
          withBorder
          radius="md"
          onClose={() => removeToast(item.id)}
          closeButtonProps={{ 'aria-label': t('uiDismiss') }}
        >
          {item.message}
          {mentionsSupport(item.message) && <SupportLine mt={4} />}
          {item.reference && (
            <Text fz="xs" c="dimmed" mt={4} data-testid="toast-reference">
              {t('uiErrorReference', { reference: item.reference })}
            </Text>
          )}
        </Notification>
      ))}
    </div>
  );
}
