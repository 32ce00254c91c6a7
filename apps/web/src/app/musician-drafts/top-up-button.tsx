// Top up an active campaign (the dialog: top-up-form.tsx, loaded when it is asked for, so the campaign's page does
// not carry the dialog, its form, its number input and the checkout's choices before anyone asks to top up).
import { Button, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../lib/i18n';

const TopUpDialog = lazy(() => import('./top-up-form').then((m) => ({ default: m.TopUpDialog })));

export function TopUpButton({ campaignId }: { campaignId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('muTopUp')}
      </Button>
      {open && (
        <Suspense fallback={<Loader role="status" size="sm" aria-label={t('uiLoading')} />}>
          <TopUpDialog campaignId={campaignId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
