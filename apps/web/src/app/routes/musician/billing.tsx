// /app/account/billing: the musician's billing details, and their invoices, credit notes and pro-formas with the
// state of each payment and a PDF of each.
import type { MessageKey } from '@hookline/shared/catalogue';
import { formatEur } from '@hookline/shared/money';
import { BILLING_DOCUMENT_KEYS, type BillingDocument, PAYMENT_STATUS_KEYS } from '@hookline/shared/musician-billing';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListState } from '../../../components/layout/list-state';
import { EmptyList, RowsLoading } from '../../../components/layout/list-states';
import { ScreenHeader } from '../../../components/layout/screen-header';
import { SectionCard } from '../../../components/layout/section-card';
import { downloadDocument, useBillingDetails, useBillingDocuments } from '../../../features/musician/api/billing';
import { BillingDetailsForm } from '../../../features/musician/components/billing-details-form';
import { useDownload } from '../../../lib/download';
import { currentLocale, t } from '../../../lib/i18n';
import { formatDay } from '../../../lib/zoned-time';

const STATUS_COLOR: Record<string, string> = {
  open: 'blue',
  processing: 'blue',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  refunded: 'gray',
};
/** The day a document was issued: as the answer states it (YYYY-MM-DD) in English, by the user's locale otherwise. */
const day = (iso: string) => {
  const locale = currentLocale();
  return locale === 'en' ? iso.slice(0, 10) : formatDay(iso, locale);
};

function DocumentRow({ doc }: { doc: BillingDocument }) {
  const { busy, start } = useDownload({ successMessage: t('billingPdfDownloaded') });
  const kind = t(BILLING_DOCUMENT_KEYS[doc.kind]);
  const title = doc.number ? t('muDocumentTitle', { kind, number: doc.number }) : kind;
  const status = PAYMENT_STATUS_KEYS[doc.payment_status];
  return (
    <Paper withBorder radius="md" p="md" data-testid="billing-document">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={700}>{title}</Text>
            <Badge color={STATUS_COLOR[doc.payment_status] ?? 'gray'} variant="light" data-testid="payment-status">
              {status ? t(status) : doc.payment_status}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {doc.subject} · {day(doc.issued_at)}
          </Text>
        </Stack>
        <Group gap="md">
          <Text fw={800} fz="lg">
            {doc.kind === 'credit_note' ? '-' : ''}
            {formatEur(doc.total_cents / 100, currentLocale())}
          </Text>
          <Button
            variant="light"
            size="sm"
            loading={busy}
            onClick={() => start(() => downloadDocument(doc))}
            aria-label={t('muDownloadPdfOf', { download: t('billingDownloadPdf'), title })}
          >
            {t('billingDownloadPdf')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A section of the page: its title, the line saying what it holds, then its list or form in its four states. */
function BillingSection({
  titleKey,
  introKey,
  gap,
  children,
}: {
  titleKey: MessageKey;
  introKey: MessageKey;
  gap: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <SectionCard title={t(titleKey)}>
      <Stack gap={gap}>
        <Text fz="sm" c="dimmed">
          {t(introKey)}
        </Text>
        {children}
      </Stack>
    </SectionCard>
  );
}

export default function BillingRoute() {
  const details = useBillingDetails();
  const documents = useBillingDocuments();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('billingPageTitle')} back={{ to: '/app/account', label: t('muAccount') }} />
      <BillingSection titleKey="billingDetailsTitle" introKey="billingDetailsIntro" gap="md">
        <ListState
          query={details}
          isEmpty={(d) => d === null}
          loading={
            <Stack gap="md" aria-busy="true" aria-label={t('billingDetailsTitle')}>
              <Skeleton h={40} />
              <Skeleton h={40} />
              <Skeleton h={40} />
            </Stack>
          }
          empty={
            <>
              <Text fz="sm" data-testid="billing-details-missing">
                {t('billingDetailsMissing')}
              </Text>
              <BillingDetailsForm key="new" initial={null} />
            </>
          }
        >
          {(d) => <BillingDetailsForm key={d?.updated_at ?? 'new'} initial={d} />}
        </ListState>
      </BillingSection>
      <BillingSection titleKey="billingDocumentsTitle" introKey="billingPageIntro" gap="sm">
        <ListState
          query={documents}
          isEmpty={(items) => items.length === 0}
          loading={<RowsLoading label={t('billingDocumentsTitle')} />}
          empty={<EmptyList title={t('billingNoDocumentsTitle')}>{t('billingNoDocuments')}</EmptyList>}
        >
          {(items) => items.map((d) => <DocumentRow key={`${d.kind}-${d.id ?? d.payment_id}`} doc={d} />)}
        </ListState>
      </BillingSection>
    </Stack>
  );
}
