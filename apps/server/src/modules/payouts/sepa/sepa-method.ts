// SEPA credit transfer, the first payout method: the bills of a batch as one pain.001.001.09 file the admin hands to
// the platform's bank, and the bank's answers (pain.002, camt.054, pacs.004, CSV) read back (docs/engine.md).
import { normalizeIban } from '@hookline/shared/bills';
import { isValidIban } from '@hookline/shared/creators';
import { isSepaAddressCountry, isSepaIbanCountry } from '@hookline/shared/payout-methods';
import SEPA from 'sepa';
import type { Config } from '../../../config';
import type { CreatorRow, PayoutItem, PayoutMethodImpl } from '../types';
import { readBankAnswer } from './bank-answers';
import { sepaText } from './sepa-text';

type Address = { street?: string | null; postcode?: string | null; town: string; country: string };

/** A structured PostalAddress24 (ISO 20022 element order): street, postcode, town and country, in the SEPA set. */
function postalAddress(a: Address) {
  const parts: string[] = [];
  const street = a.street ? sepaText(a.street, 70) : '';
  const postcode = a.postcode ? sepaText(a.postcode, 16) : '';
  if (street) parts.push(`<StrtNm>${street}</StrtNm>`);
  if (postcode) parts.push(`<PstCd>${postcode}</PstCd>`);
  parts.push(`<TwnNm>${sepaText(a.town, 35)}</TwnNm>`, `<Ctry>${a.country}</Ctry>`);
  return `<PstlAdr>${parts.join('')}</PstlAdr>`;
}

/** The platform's one-line address ('Musterstraße 1, 10115 Berlin') as street, postcode and town. */
export function platformAddress(config: Config): Address {
  const { address, country } = config.platform;
  const cut = address.lastIndexOf(',');
  const street = cut > 0 ? address.slice(0, cut).trim() : null;
  const rest = (cut > 0 ? address.slice(cut + 1) : address).trim();
  const m = rest.match(/^(\S*\d\S*)\s+(.+)$/);
  return { street, postcode: m?.[1] ?? null, town: m?.[2] ?? rest, country };
}

const payeeName = (c: CreatorRow) => {
  const name = sepaText(c.payoutAccountHolder || c.legalName || '', 70);
  // a placeholder would pay a stranger's name: a payee whose name has no letter in the set is not paid by file
  if (!name) throw new Error(`creator ${c.id}: the payee name has no character SEPA can carry`);
  return name;
};

/** Builds the pain.001.001.09 document of the given bills (one transaction per bill). */
export function sepaXml(config: Config, messageId: string, created: Date, items: PayoutItem[]) {
  const doc = new SEPA.Document('pain.001.001.09');
  doc.grpHdr.id = messageId;
  doc.grpHdr.created = created;
  doc.grpHdr.initiatorName = sepaText(config.platform.legalName, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = created;
  info.debtorName = sepaText(config.platform.legalName, 70);
  info.debtorIBAN = config.platform.iban;
  info.debtorBIC = config.platform.bic;
  info.batchBooking = true;
  doc.addPaymentInfo(info);
  // the package prefixes these ids with their parent's (55 and 58 characters): set after adding, they stay as given,
  // within Max35Text (the message id is 26 characters)
  info.id = `${messageId}-P1`;
  for (const [i, { bill, creator, endToEndId }] of items.entries()) {
    const tx = info.createTransaction();
    tx.creditorName = payeeName(creator);
    tx.creditorIBAN = creator.payoutIban ?? '';
    if (creator.payoutBic) tx.creditorBIC = creator.payoutBic;
    tx.amount = bill.amountCents / 100;
    tx.end2endId = endToEndId;
    tx.remittanceInfo = `Hookline self-billing invoice ${endToEndId}`;
    info.addTransaction(tx);
    tx.id = `${messageId}-${i + 1}`;
  }
  // the package writes addresses as free lines only; the structured ones (town and country at least) go in after
  // each name: the payer's once, each payee's from their payment settings
  let n = 0;
  return doc
    .toString()
    .replace(/(<Dbtr>\s*<Nm>[^<]*<\/Nm>)/, `$1${postalAddress(platformAddress(config))}`)
    .replace(/(<Cdtr>\s*<Nm>[^<]*<\/Nm>)/g, (whole) => {
      const c = items[n++]?.creator;
      return c?.addressCity && c.addressCountry
        ? `${whole}${postalAddress({ street: c.addressStreet, postcode: c.addressPostcode, town: c.addressCity, country: c.addressCountry })}`
        : whole;
    });
}

export const sepaMethod: PayoutMethodImpl = {
  id: 'sepa',
  serves: (country) => isSepaAddressCountry(country),
  fields: ['account_holder', 'iban', 'bic'],
  isPayable: (c) =>
    Boolean(c.payoutAccountHolder) &&
    !!c.payoutIban &&
    isValidIban(c.payoutIban) &&
    isSepaIbanCountry(normalizeIban(c.payoutIban)),
  pay: async ({ config, messageId, now, items }) => ({
    kind: 'file',
    fileName: `${messageId}.xml`,
    contentType: 'application/xml',
    content: sepaXml(config, messageId, now, items),
  }),
  readOutcome: (answer) => readBankAnswer(answer).items,
};
