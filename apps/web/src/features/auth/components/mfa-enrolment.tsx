// Two-step verification for admins (ASVS: MFA on admin interfaces): scan the QR code or type the secret into an
// authenticator app, confirm with a code, keep the recovery codes that are shown once.
import { mfaCodeBody } from '@hookline/shared/auth';
import { Alert, Badge, Button, Code, CopyButton, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { updateClientState } from '../../../lib/client-state';
import { useSchemaForm } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useIdentity } from '../../../lib/session';
import { toast } from '../../../lib/toasts';
import { confirmMfaEnrolment, startMfaEnrolment } from '../api/mfa-enrolment';

export function MfaEnrolment() {
  const identity = useIdentity();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // a failure is toasted once, by the query client (lib/query-client.ts)
  const start = useMutation({ mutationFn: (token?: string) => startMfaEnrolment(token) });
  // the link of the confirmation email (production: an admin's first set-up) starts the set-up once
  const [params, setParams] = useSearchParams();
  const emailToken = params.get('mfa_enrol');
  const started = useRef(false);
  useEffect(() => {
    if (!emailToken || started.current) return;
    started.current = true;
    start.mutate(emailToken);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('mfa_enrol');
        return next;
      },
      { replace: true },
    );
  }, [emailToken, start, setParams]);
  const { form, onSubmit } = useSchemaForm({
    initialValues: { code: '' },
    schema: mfaCodeBody,
    onValid: (body) => confirm.mutate(body.code),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmMfaEnrolment(code),
    onSuccess: (data) => {
      setRecoveryCodes(data.recovery_codes);
      updateClientState((s) => (s.identity ? { ...s, identity: { ...s.identity, mfa_enabled: true } } : s));
      toast.success(t('mfaOn'));
    },
    onError: (e) => form.setErrors({ code: errorMessage(e, t('mfaInvalid')) }),
    // shown inline under the code field instead of a toast
    meta: { silent: true },
  });

  if (recoveryCodes) {
    return (
      <Stack gap="sm">
        <Alert color="yellow" variant="light" title={t('mfaSaveCodesTitle')}>
          {t('mfaSaveCodesText')}
        </Alert>
        <List spacing={4} data-testid="recovery-codes">
          {recoveryCodes.map((c) => (
            <List.Item key={c}>
              <Code>{c}</Code>
            </List.Item>
          ))}
        </List>
        <Group>
          <CopyButton value={recoveryCodes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('mfaCopied') : t('mfaCopyCodes')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={() => setRecoveryCodes(null)}>{t('mfaSavedThem')}</Button>
        </Group>
      </Stack>
    );
  }

  if (identity?.mfa_enabled) {
    return (
      <Group justify="space-between" wrap="wrap">
        <Text>{t('mfaOnText')}</Text>
        <Badge color="green" variant="light">
          {t('mfaOnBadge')}
        </Badge>
      </Group>
    );
  }

  if (!start.data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">{t('mfaIntro')}</Text>
        <Button onClick={() => start.mutate(undefined)} loading={start.isPending}>
          {t('mfaSetUp')}
        </Button>
      </Stack>
    );
  }

  if ('message' in start.data) {
    return (
      <Alert color="blue" variant="light" data-testid="mfa-email-sent">
        {start.data.message}
      </Alert>
    );
  }

  const enrolment = start.data;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text>{t('mfaScan')}</Text>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt={t('mfaQrAlt')}
          w={192}
          h={192}
          radius="md"
          bg="white"
        />
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="mfa-secret" style={{ overflowWrap: 'anywhere' }}>
            {enrolment.secret}
          </Code>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="subtle" onClick={copy}>
                {copied ? t('mfaCopied') : t('mfaCopy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput
          label={t('mfaCodeFromApp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maw={240}
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('mfaTurnOn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
