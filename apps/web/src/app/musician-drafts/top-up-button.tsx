// Top up an active campaign (the dialog's form: top-up-form.tsx, loaded when the dialog opens, so the campaign's
// page does not carry the form, its number input and the checkout's choices before anyone asks to top up).
import { Button, Modal, Skeleton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../lib/i18n';

const TopUpForm = lazy(() => import('./top-up-form'));

export function TopUpButton({ campaignId }: { campaignId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('muTopUp')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('muTopUpTitle')}>
        <Suspense fallback={<Skeleton h={220} aria-label={t('uiLoading')} />}>
          <TopUpForm campaignId={campaignId} />
        </Suspense>
      </Modal>
    </>
  );
}
