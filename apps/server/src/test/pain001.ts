// Checks a generated pain.001.001.09 file against the schema rules of every element it writes (ISO 20022 types as the
// EPC's SEPA credit transfer guidelines restrict them): each leaf element must have a rule here, so an element added
// later without one fails too. Returns the breaches in words; none means the file keeps the rules.
import { XMLParser } from 'fast-xml-parser';

/** The SEPA character set (EPC guidelines, section 1.4). */
const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
type Rule = (value: string, attrs: Record<string, string>) => string | null;

const text =
  (max: number): Rule =>
  (v) =>
    v.length < 1 || v.length > max
      ? `length ${v.length}, allowed 1..${max}`
      : SEPA_TEXT.test(v)
        ? null
        : 'characters outside the SEPA set';
/** Max35Text identifiers as SEPA restricts them: the character set, no leading or trailing "/", no "//". */
const id: Rule = (v, a) =>
  text(35)(v, a) ?? (v.startsWith('/') || v.endsWith('/') || v.includes('//') ? 'a "/" where an id allows none' : null);
const pattern =
  (re: RegExp, what: string): Rule =>
  (v) =>
    re.test(v) ? null : `not ${what}`;
const fixed =
  (expected: string): Rule =>
  (v) =>
    v === expected ? null : `not ${expected}`;
/** DecimalNumber / ActiveOrHistoricCurrencyAndAmount as SEPA restricts them: at most 2 decimals, 18 digits. */
const decimal = pattern(/^\d{1,16}(\.\d{1,2})?$/, 'a decimal with at most 2 decimals');
const amount: Rule = (v, a) => {
  const bad = decimal(v, a);
  if (bad) return bad;
  const n = Number(v);
  if (n < 0.01 || n > 999_999_999.99) return `amount ${v} outside 0.01..999999999.99`;
  return a.Ccy === 'EUR' ? null : `currency ${a.Ccy ?? 'missing'}, SEPA pays EUR`;
};
const count = pattern(/^[0-9]{1,15}$/, 'Max15NumericText');
const iban = pattern(/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/, 'an IBAN2007Identifier');
const bic = pattern(/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a BICFIDec2014Identifier');
const isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, 'an ISODate');
const isoDateTime = pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/, 'an ISODateTime');

/** Rules by the element's path below CstmrCdtTrfInitn. */
const RULES: Record<string, Rule> = {
  'GrpHdr/MsgId': id,
  'GrpHdr/CreDtTm': isoDateTime,
  'GrpHdr/NbOfTxs': count,
  'GrpHdr/CtrlSum': decimal,
  'GrpHdr/InitgPty/Nm': text(70),
  'PmtInf/PmtInfId': id,
  'PmtInf/PmtMtd': fixed('TRF'),
  'PmtInf/BtchBookg': pattern(/^(true|false)$/, 'a boolean'),
  'PmtInf/NbOfTxs': count,
  'PmtInf/CtrlSum': decimal,
  'PmtInf/PmtTpInf/SvcLvl/Cd': fixed('SEPA'),
  'PmtInf/ReqdExctnDt/Dt': isoDate,
  'PmtInf/Dbtr/Nm': text(70),
  'PmtInf/Dbtr/PstlAdr/StrtNm': text(70),
  'PmtInf/Dbtr/PstlAdr/PstCd': text(16),
  'PmtInf/Dbtr/PstlAdr/TwnNm': text(35),
  'PmtInf/Dbtr/PstlAdr/Ctry': pattern(/^[A-Z]{2}$/, 'a CountryCode'),
  'PmtInf/DbtrAcct/Id/IBAN': iban,
  'PmtInf/DbtrAgt/FinInstnId/BICFI': bic,
  'PmtInf/DbtrAgt/FinInstnId/Othr/Id': fixed('NOTPROVIDED'),
  'PmtInf/ChrgBr': fixed('SLEV'),
  'PmtInf/CdtTrfTxInf/PmtId/InstrId': id,
  'PmtInf/CdtTrfTxInf/PmtId/EndToEndId': id,
  'PmtInf/CdtTrfTxInf/Amt/InstdAmt': amount,
  'PmtInf/CdtTrfTxInf/CdtrAgt/FinInstnId/BICFI': bic,
  'PmtInf/CdtTrfTxInf/Cdtr/Nm': text(70),
  'PmtInf/CdtTrfTxInf/Cdtr/PstlAdr/StrtNm': text(70),
  'PmtInf/CdtTrfTxInf/Cdtr/PstlAdr/PstCd': text(16),
  'PmtInf/CdtTrfTxInf/Cdtr/PstlAdr/TwnNm': text(35),
  'PmtInf/CdtTrfTxInf/Cdtr/PstlAdr/Ctry': pattern(/^[A-Z]{2}$/, 'a CountryCode'),
  'PmtInf/CdtTrfTxInf/CdtrAcct/Id/IBAN': iban,
  'PmtInf/CdtTrfTxInf/RmtInf/Ustrd': text(140),
};

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (v === undefined ? [] : ((Array.isArray(v) ? v : [v]) as Node[]));
const cents = (v: unknown) => Math.round(Number(v) * 100);

export function pain001Breaches(xml: string): string[] {
  const out: string[] = [];
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(xml);
  const d = doc.Document as Node | undefined;
  if (d?.['@xmlns'] !== 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09') return ['not a pain.001.001.09 document'];
  const root = d.CstmrCdtTrfInitn as Node;
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) {
      check(path, String(node ?? ''), {});
      return;
    }
    const n = node as Node;
    const attrs = Object.fromEntries(
      Object.entries(n)
        .filter(([k]) => k.startsWith('@'))
        .map(([k, v]) => [k.slice(1), String(v)]),
    );
    if ('#text' in n) {
      check(path, String(n['#text']), attrs);
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k.startsWith('@')) continue;
      for (const child of Array.isArray(v) ? v : [v]) walk(child, path ? `${path}/${k}` : k);
    }
  };
  const check = (path: string, value: string, attrs: Record<string, string>) => {
    const rule = RULES[path];
    if (!rule) {
      out.push(`${path}: no rule for this element`);
      return;
    }
    const bad = rule(value, attrs);
    if (bad) out.push(`${path} "${value}": ${bad}`);
  };
  walk(root, '');
  // counts and control sums: the group header over all transactions, each payment information over its own
  const infos = list(root.PmtInf);
  const all = infos.flatMap((i) => list(i.CdtTrfTxInf));
  const sum = (txs: Node[]) => txs.reduce((s, t) => s + cents(((t.Amt as Node).InstdAmt as Node)['#text']), 0);
  const header = root.GrpHdr as Node;
  if (Number(header.NbOfTxs) !== all.length) out.push(`GrpHdr/NbOfTxs ${header.NbOfTxs}, transactions ${all.length}`);
  if (cents(header.CtrlSum) !== sum(all)) out.push(`GrpHdr/CtrlSum ${header.CtrlSum}, sum ${sum(all) / 100}`);
  for (const info of infos) {
    const txs = list(info.CdtTrfTxInf);
    if (Number(info.NbOfTxs) !== txs.length) out.push(`PmtInf/NbOfTxs ${info.NbOfTxs}, transactions ${txs.length}`);
    if (cents(info.CtrlSum) !== sum(txs)) out.push(`PmtInf/CtrlSum ${info.CtrlSum}, sum ${sum(txs) / 100}`);
  }
  // identifiers the bank matches on must be unique in the file
  for (const key of ['InstrId', 'EndToEndId'] as const) {
    const ids = all.map((t) => String((t.PmtId as Node)[key]));
    if (new Set(ids).size !== ids.length) out.push(`${key}: not unique in the file`);
  }
  return out;
}
