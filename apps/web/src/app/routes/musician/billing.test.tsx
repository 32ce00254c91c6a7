// The musician's Billing page: loading, empty and error states of the documents; each document with its payment's
// state and its PDF; the billing details validated before sending (a consumer has no VAT ID, a VAT ID must be one
// of the chosen country) and saved.

import { MSG } from '@hookline/shared/messages';
import { billingDetailsResponse, billingDocumentList } from '@hookline/shared/musician-billing';
import { FRENCH_BUSINESS_DETAILS } from '@hookline/shared/test/billing-details-sample';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getClientState } from '../../../lib/client-state';
import { stubDownloads, useDownloadStubs } from '../../../test/downloads';
import { answer, type FakeRequest, fakeApi, refusal, served, signedInRoutes } from '../../../test/fake-api';
import { renderRoute, signInAs } from '../../../test/render';

const documents = served(billingDocumentList, {
  data: {
    items: [
      {
        kind: 'credit_note',
        id: 8,
        number: 'CN-2026-000003',
        payment_id: 4,
        subject: 'Campaign budget: Night Drive',
        issued_at: '2026-11-20T10:00:00.000Z',
        total_cents: 136_850,
        payment_status: 'refunded',
        pdf_url: '/api/musician/billing/documents/8/pdf',
      },
      {
        kind: 'invoice',
        id: 7,
        number: 'INV-2026-000011',
        payment_id: 4,
        subject: 'Campaign budget: Night Drive',
        issued_at: '2026-11-19T10:00:00.000Z',
        total_cents: 136_850,
        payment_status: 'refunded',
        pdf_url: '/api/musician/billing/documents/7/pdf',
      },
      {
        kind: 'pro_forma',
        id: null,
        number: null,
        payment_id: 9,
        subject: 'Campaign top-up: Night Drive',
        issued_at: '2026-11-21T10:00:00.000Z',
        total_cents: 11_900,
        payment_status: 'open',
        pdf_url: '/api/musician/payments/9/pro-forma',
      },
    ],
  },
});
const noDetails = served(billingDetailsResponse, { data: null });
const toasts = () => getClientState().toasts.items.map((t) => `${t.color}:${t.message}`);

describe('Billing page', { timeout: 30_000 }, () => {
  useDownloadStubs();

  it('lists invoices, credit notes and pro-formas with their payment state, and downloads a PDF', async () => {
    stubDownloads();
    const api = fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/billing-details': noDetails,
      'GET /api/musician/billing/documents': documents,
      'GET /api/musician/billing/documents/7/pdf': () =>
        new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
    });
    renderRoute('/app/account/billing');
    const rows = await screen.findAllByTestId('billing-document', {}, { timeout: 10_000 });
    expect(rows.map((r) => within(r).getAllByText(/./)[0]?.textContent)).toEqual([
      'Credit note CN-2026-000003',
      'Invoice INV-2026-000011',
      'Pro-forma invoice',
    ]);
    expect(rows.map((r) => within(r).getByTestId('payment-status').textContent)).toEqual([
      'Refunded',
      'Refunded',
      'Awaiting payment',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('-€1,368.50')).toBeTruthy();
    expect(screen.getByTestId('billing-details-missing').textContent).toBe(MSG.billingDetailsMissing);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `${MSG.billingDownloadPdf}: Invoice INV-2026-000011` }));
    await waitFor(() => expect(toasts()).toEqual([`green:${MSG.billingPdfDownloaded}`]));
    expect(api.callsTo('GET /api/musician/billing/documents/7/pdf')).toHaveLength(1);
  });

  it('says when there is nothing yet, and shows a failed list with a retry', async () => {
    const api = fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/billing-details': noDetails,
      'GET /api/musician/billing/documents': refusal(409, 'The database is asleep.', 'CONFLICT'),
    });
    renderRoute('/app/account/billing');
    expect(await screen.findByText('The database is asleep.', {}, { timeout: 10_000 })).toBeTruthy();
    api.on('GET /api/musician/billing/documents', { data: { items: [] } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MSG.billingNoDocuments)).toBeTruthy();
  });

  it('shows grey rows while the documents load', async () => {
    fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/billing-details': noDetails,
      'GET /api/musician/billing/documents': () => new Promise(() => {}),
    });
    renderRoute('/app/account/billing');
    expect(await screen.findByLabelText(MSG.billingDocumentsTitle, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('validates the billing details before sending them, then saves them', async () => {
    const saved: unknown[] = [];
    fakeApi({
      ...signedInRoutes(signInAs('musician')),
      'GET /api/musician/billing-details': noDetails,
      'GET /api/musician/billing/documents': { data: { items: [] } },
      'PUT /api/musician/billing-details': ({ body }: FakeRequest) => {
        saved.push(body);
        return answer(200, {
          message: MSG.billingDetailsSaved,
          data: { ...(body as object), updated_at: '2026-11-28T09:00:00.000Z' },
        });
      },
    });
    renderRoute('/app/account/billing');
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: MSG.billingSave }, { timeout: 10_000 });
    await user.click(save);
    expect(await screen.findByText(MSG.billingLegalNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.billingKindRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(MSG.billingLegalNameLabel, { exact: false }), 'Wave Records SARL');
    await user.type(screen.getByLabelText(MSG.billingStreetLabel), '1 Rue de la Paix');
    await user.type(screen.getByLabelText(MSG.billingPostcodeLabel), '75002');
    await user.type(screen.getByLabelText(MSG.billingCityLabel), 'Paris');
    await user.click(screen.getByRole('combobox', { name: MSG.billingCountryLabel }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await user.click(screen.getByLabelText(MSG.billingKindBusiness));
    await user.type(screen.getByLabelText(MSG.billingVatIdLabel, { exact: false }), 'DE136695976');
    await user.click(save);
    expect(await screen.findByText(MSG.billingVatIdInvalid)).toBeTruthy();
    expect(saved).toEqual([]);
    await user.clear(screen.getByLabelText(MSG.billingVatIdLabel, { exact: false }));
    await user.type(screen.getByLabelText(MSG.billingVatIdLabel, { exact: false }), 'FR40303265045');
    await user.click(save);
    await waitFor(() => expect(toasts()).toContain(`green:${MSG.billingDetailsSaved}`));
    expect(saved).toEqual([FRENCH_BUSINESS_DETAILS]);
  });
});
