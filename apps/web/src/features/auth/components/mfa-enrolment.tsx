// Two-step verification for admins (ASVS: MFA on admin interfaces): scan the QR code or type the secret into an
// authenticator app, confirm with a code, keep the recovery codes that are shown once.
import { mfaCodeBody } from '@hookline/shared/auth';
import { MSG } from '@hookline/shared/messages';
import { Alert, Badge, Button, Code, CopyButton, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { updateClientState } from '../../../lib/client-state';
import { fieldErrors } from '../../../lib/forms';
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
  const form = useForm({ initialValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: (code: string) => confirmMfaEnrolment(code),
    onSuccess: (data) => {
      setRecoveryCodes(data.recovery_codes);
      updateClientState((s) => (s.identity ? { ...s, identity: { ...s.identity, mfa_enabled: true } } : s));
      toast.success(MSG.mfaOn);
    },
    onError: (e) => form.setErrors({ code: errorMessage(e, MSG.mfaInvalid) }),
    // shown inline under the code field instead of a toast
    meta: { silent: true },
  });

  if (recoveryCodes) {
    return (
      <Stack gap="sm">
        <Alert color="yellow" variant="light" title={MSG.mfaSaveCodesTitle}>
          {MSG.mfaSaveCodesText}
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
                {copied ? MSG.mfaCopied : MSG.mfaCopyCodes}
              </Button>
            )}
          </CopyButton>
          <Button onClick={() => setRecoveryCodes(null)}>{MSG.mfaSavedThem}</Button>
        </Group>
      </Stack>
    );
  }

  if (identity?.mfa_enabled) {
    return (
      <Group justify="space-between" wrap="wrap">
        <Text>{MSG.mfaOnText}</Text>
        <Badge color="green" variant="light">
          {MSG.mfaOnBadge}
        </Badge>
      </Group>
    );
  }

  if (!start.data) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">{MSG.mfaIntro}</Text>
        <Button onClick={() => start.mutate(undefined)} loading={start.isPending}>
          {MSG.mfaSetUp}
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
    <form
      onSubmit={form.onSubmit((v) => {
        const parsed = mfaCodeBody.safeParse(v);
        if (!parsed.success) return form.setErrors(fieldErrors(parsed.error.issues));
        confirm.mutate(parsed.data.code);
      })}
      noValidate
    >
      <Stack gap="sm">
        <Text>{MSG.mfaScan}</Text>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt={MSG.mfaQrAlt}
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
                {copied ? MSG.mfaCopied : MSG.mfaCopy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput
          label={MSG.mfaCodeFromApp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maw={240}
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {MSG.mfaTurnOn}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
