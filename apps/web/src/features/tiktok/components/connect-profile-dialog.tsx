// The 'Connect your Tiktok Profile' dialog: a country, then Connect exchanges the consent
// code for the linked profile. Closing it, or success, returns to /app/account.
import { authorizeTikTokBody } from '@hookline/shared/creators';
import { MSG } from '@hookline/shared/messages';
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { WhyDisabled } from '../../../components/actions/why-disabled';
import { errorMessage } from '../../../lib/api-client';
import { useCountries } from '../../../lib/reference-data';
import { toast } from '../../../lib/toasts';
import { useAuthorizeTiktok } from '../api/authorize-tiktok';

type Props = {
  opened: boolean;
  creatorId: number;
  code: string;
  /** the OAuth state TikTok handed back: the server checks it is the one it issued to this creator */
  state: string;
  defaultCountryId?: number | null;
  onClose: () => void;
  /** the user info the server answered, with the linked profile */
  onConnected: (info: UserInfo) => void;
};

export function ConnectProfileDialog({
  opened,
  creatorId,
  code,
  state,
  defaultCountryId,
  onClose,
  onConnected,
}: Props) {
  const countries = useCountries();
  const authorize = useAuthorizeTiktok();
  const [countryId, setCountryId] = useState<string | null>(defaultCountryId ? String(defaultCountryId) : null);
  const [failure, setFailure] = useState<string | null>(null);

  const connect = () => {
    if (!countryId) return;
    setFailure(null);
    // the server's own request schema: what it would refuse is said here without a round trip
    const body = authorizeTikTokBody.safeParse({ creator_id: creatorId, country_id: Number(countryId), code, state });
    if (!body.success) {
      setFailure(body.error.issues[0]?.message ?? MSG.dialogFallback);
      return;
    }
    authorize.mutate(body.data, {
      onSuccess: (info) => {
        toast.success(MSG.tiktokConnected);
        onConnected(info);
      },
      onError: (error) => setFailure(errorMessage(error, MSG.dialogFallback)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!authorize.isPending) onClose();
      }}
      title={MSG.connectTitle}
      centered
      closeOnClickOutside={!authorize.isPending}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Choose the country you live in. It decides which campaigns are open to you.
        </Text>
        {countries.isError ? (
          <Alert color="red" variant="light" title={MSG.errorFetchingCountries}>
            <Button size="xs" variant="light" color="red" onClick={() => void countries.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Select
            label="Country"
            placeholder={countries.isPending ? 'Loading countries…' : 'Choose your country'}
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={countryId}
            onChange={setCountryId}
            searchable
            nothingFoundMessage="No country found"
            disabled={countries.isPending || authorize.isPending}
            required
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {authorize.isPending && (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" />
            <Text fz="sm">{MSG.tiktokConnecting}</Text>
          </Group>
        )}
        {failure && !authorize.isPending && (
          <Alert color="red" variant="light" data-testid="connect-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={authorize.isPending}>
            Cancel
          </Button>
          <WhyDisabled reason={!countryId && MSG.whyChooseCountry}>
            <Button onClick={connect} disabled={!countryId || authorize.isPending} loading={authorize.isPending}>
              Connect
            </Button>
          </WhyDisabled>
        </Group>
      </Stack>
    </Modal>
  );
}
