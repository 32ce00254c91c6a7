// The verification link of the sign-up email ends at /login?verify=TOKEN, the undo link sent to the old address
// after an email change at /login?undo_email=TOKEN: use it once, say how it went.
import { MSG } from '@hookline/shared/messages';
import { Alert, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { dismissToasts, useToast } from '../../../lib/toasts';
import { useUndoEmailChange, useVerifyEmail } from '../api/verify-email';

type Result = { ok: boolean; message: string };

export function EmailVerification() {
  const [params, setParams] = useSearchParams();
  const undoToken = params.get('undo_email');
  const param = undoToken ? 'undo_email' : 'verify';
  const token = undoToken ?? params.get('verify');
  const verifyEmail = useVerifyEmail();
  const undoChange = useUndoEmailChange();
  const verify = undoToken ? undoChange : verifyEmail;
  const toast = useToast();
  const started = useRef(false);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    // a token is single-use: StrictMode's second effect run and re-renders must not send it again
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token, {
      onSuccess: (answer) => {
        const message = param === 'undo_email' ? answer.message : t('emailVerified');
        setResult({ ok: true, message });
        // the login's "verify your email first" (kept in this browser's toasts) is answered now: it goes
        const verifyFirst = [t('verifyEmailFirst'), MSG.verifyEmailFirst];
        dismissToasts((x) => x.type === 'error' && verifyFirst.includes(x.message));
        toast.success(message);
      },
      onError: (err) => setResult({ ok: false, message: errorMessage(err, t('linkInvalid')) }),
      onSettled: () => {
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete(param);
            return next;
          },
          { replace: true },
        );
      },
    });
  }, [token, param, verify, toast, setParams]);

  if (verify.isPending) {
    return (
      <Alert color="gray" mb="md" icon={<Loader size="xs" />} data-testid="verify-result">
        <Text fz="sm">{param === 'undo_email' ? t('authRestoringEmail') : t('authVerifyingEmail')}</Text>
      </Alert>
    );
  }
  if (!result) return null;
  return (
    <Alert
      color={result.ok ? 'green' : 'red'}
      mb="md"
      data-testid="verify-result"
      data-color={result.ok ? 'green' : 'red'}
    >
      {result.message}
    </Alert>
  );
}
