// /app/account, common to creators and musicians: the email, the profile, TikTok (creators) and the settings links.
import { Badge, Button, Group, NavLink, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmailAddress } from '../../../components/layout/email-address';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { SectionCard } from '../../../components/layout/section-card';
import { LanguagePicker } from '../../../features/auth/components/language-picker';
import { MfaEnrolment } from '../../../features/auth/components/mfa-enrolment';
import { LevelDealSummary } from '../../../features/creator/components/level-deal-summary';
import { BillingDetailsFirst } from '../../../features/musician/components/billing-details-first';
import { PlatformAccounts } from '../../../features/platforms/components/platform-accounts';
import { TiktokStatus } from '../../../features/tiktok/components/tiktok-status';
import { useMe } from '../../../features/users/api/get-me';
import { useUpdateMe } from '../../../features/users/api/update-me';
import { ProfileForm } from '../../../features/users/components/profile-form';
import { StageNameForm } from '../../../features/users/components/stage-name-form';
import { t } from '../../../lib/i18n';
import { useIdentity, useUserInfo } from '../../../lib/session';

const TIKTOK = 'TikTok'; // not-a-user-text: the platform's name, the same in every language

export default function AccountRoute() {
  const me = useMe();
  const stored = useUserInfo();
  const identity = useIdentity();
  const updateMe = useUpdateMe();

  if (me.isPending) {
    return (
      <Stack gap="lg" aria-busy="true">
        <ScreenHeader title={t('accountTitle')} />
        <Skeleton h={88} radius="lg" />
        <Skeleton h={280} radius="lg" />
      </Stack>
    );
  }
  if (me.isError) {
    return (
      <Stack gap="lg">
        <ScreenHeader title={t('accountTitle')} />
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between">
            <Text c="dimmed">{t('accountLoadFailed')}</Text>
            <Button variant="light" onClick={() => void me.refetch()} loading={me.isFetching}>
              {t('accountTryAgain')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    );
  }

  // the store of the current user; the query above has just refreshed it
  const info = stored ?? me.data;
  const settings = [
    { to: '/app/account/change-password', label: t('authChangePassword') },
    { to: '/app/account/change-email', label: t('authChangeEmail') },
    ...(info.user_type === 'creator'
      ? [{ to: '/app/account/payment-settings', label: t('accountPaymentSettings') }]
      : [
          { to: '/app/account/notification-settings', label: t('accountNotificationSettings') },
          { to: '/app/account/billing', label: t('billingLinkLabel') },
        ]),
  ];

  return (
    <Stack gap="lg">
      <ScreenHeader title={t('accountTitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fz="sm" c="dimmed">
              {t('accountSignedInAs')}
            </Text>
            <Text fw={600} data-testid="account-email">
              <EmailAddress email={info.email} />
            </Text>
            {info.musician && <Text fz="sm">{info.musician.stage_name}</Text>}
          </Stack>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t(info.user_type === 'musician' ? 'fmtRoleMusician' : 'fmtRoleCreator')}
          </Badge>
        </Group>
      </Paper>

      {info.creator && (
        <SectionCard title={TIKTOK}>
          <TiktokStatus creator={info.creator} />
        </SectionCard>
      )}

      {info.creator && (
        <SectionCard title={t('accountPlatforms')}>
          <PlatformAccounts creator={info.creator} />
        </SectionCard>
      )}

      {info.creator && (
        <SectionCard title={t('accountLevelDeal')}>
          <LevelDealSummary creator={info.creator} />
        </SectionCard>
      )}

      {info.user_type === 'musician' && <BillingDetailsFirst />}

      {info.musician && (
        <SectionCard title={t('accountStageName')}>
          <StageNameForm key={info.musician.stage_name} stageName={info.musician.stage_name} />
        </SectionCard>
      )}

      <SectionCard title={t('accountProfile')}>
        <ProfileForm key={info.id} info={info} />
      </SectionCard>

      {identity?.admin && (
        <SectionCard title={t('accountTwoStep')}>
          <MfaEnrolment />
        </SectionCard>
      )}

      <LanguagePicker mt={0} disabled={updateMe.isPending} onChosen={(language) => updateMe.mutate({ language })} />

      <SectionCard title={t('accountSettings')}>
        <Stack gap={0}>
          {settings.map((s) => (
            <NavLink key={s.to} component={Link} to={s.to} label={s.label} style={{ borderRadius: 8 }} />
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
