// The 'Connect your Tiktok Profile' dialog (the spec's title and texts): a country, then Connect exchanges the
// consent code for the linked profile. Closing it, or success, returns to /app/account.
import { authorizeTikTokBody } from '@hookline/shared/creators';
import type { UserInfo } from '@hookline/shared/users';
import { Alert, Button, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ConnectDialog, useConnectAccount } from '../../../components/platforms/connect-dialog';
import { countryIdOptions } from '../../../lib/countries';
import { currentLocale, t } from '../../../lib/i18n';
import { useCountries } from '../../../lib/reference-data';
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
  const locale = currentLocale();
  // the names in the language shown, in its order (some 250 of them: worked out once per list and language)
  const choices = useMemo(() => countryIdOptions(countries.data ?? [], locale), [countries.data, locale]);
  const authorize = useAuthorizeTiktok();
  const [countryId, setCountryId] = useState<string | null>(defaultCountryId ? String(defaultCountryId) : null);
  const { failure, connect } = useConnectAccount(authorize, t('tiktokConnected'), onConnected);

  return (
    <ConnectDialog
      opened={opened}
      title={t('connectTitle')}
      intro={t('crChooseCountryIntro')}
      connectingText={t('tiktokConnecting')}
      pending={authorize.isPending}
      failure={failure}
      disabledReason={!countryId && t('whyChooseCountry')}
      onClose={onClose}
      onConnect={() => {
        if (!countryId) return;
        connect(authorizeTikTokBody.safeParse({ creator_id: creatorId, country_id: Number(countryId), code, state }));
      }}
    >
      {countries.isError ? (
        <Alert color="red" variant="light" title={t('errorFetchingCountries')}>
          <Button size="xs" variant="light" color="red" onClick={() => void countries.refetch()}>
            {t('uiTryAgain')}
          </Button>
        </Alert>
      ) : (
        <Select
          label={t('crCountry')}
          placeholder={countries.isPending ? t('crLoadingCountries') : t('crChooseYourCountry')}
          data={choices}
          value={countryId}
          onChange={setCountryId}
          searchable
          nothingFoundMessage={t('crNoCountryFound')}
          disabled={countries.isPending || authorize.isPending}
          required
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </ConnectDialog>
  );
}
