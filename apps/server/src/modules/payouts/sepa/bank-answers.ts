// What the bank says of a SEPA batch, read as what it is: a pain.002 status report, a camt.054 debit notification, a
// pacs.004 payment return, or a CSV whose header names the end-to-end id, the status and the reason. Each becomes
// one outcome per payment (paid, returned with its ISO 20022 reason code, or still pending); a file that is none of
// these, or a line without a status this reader knows, is refused whole (docs/engine.md "Bank answers").
import { XMLParser } from 'fast-xml-parser';
import { PayoutAnswerUnreadable, type PayoutOutcome } from '../types';

export type BankAnswer = {
  format: 'pain.002' | 'camt.054' | 'pacs.004' | 'csv';
  /** the batch's message id the answer refers to, when it names it */
  originalMessageId: string | null;
  /** a status of the whole file (pain.002 group status without transaction details), else null */
  whole: { status: 'paid' | 'pending' } | { status: 'returned'; reason: string } | null;
  items: PayoutOutcome[];
};

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]) as Node[];
const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const str = (v: unknown): string | null => {
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim() || null;
  const t = obj(v)['#text'];
  return typeof t === 'string' || typeof t === 'number' ? String(t).trim() || null : null;
};
const unreadable = (detail: string): never => {
  throw new PayoutAnswerUnreadable(detail);
};

/** The first reason code of a StsRsnInf / RtrInf / RtrRsnInf list: Rsn/Cd (or Rsn/Prtry); MS03 when none is given. */
const reasonOf = (v: unknown) => {
  for (const r of list(v)) {
    const rsn = obj(r.Rsn);
    const code = str(rsn.Cd) ?? str(rsn.Prtry);
    if (code) return code.toUpperCase();
  }
  return 'MS03';
};

/** pain.002 transaction and group statuses (ExternalPaymentTransactionStatus1Code / ExternalPaymentGroupStatus1Code). */
const PAID = new Set(['ACSC', 'ACCC']);
const PENDING = new Set(['ACSP', 'ACTC', 'ACCP', 'ACWC', 'ACWP', 'ACFC', 'PDNG', 'RCVD', 'PART', 'PATC']);
function statusOf(code: string, reason: string, endToEndId: string): PayoutOutcome {
  if (PAID.has(code)) return { endToEndId, status: 'paid' };
  if (code === 'RJCT') return { endToEndId, status: 'returned', reason };
  if (PENDING.has(code)) return { endToEndId, status: 'pending' };
  return unreadable(`status ${code} of ${endToEndId} is not one this reader knows`);
}

function pain002(doc: Node): BankAnswer {
  const original = obj(doc.OrgnlGrpInfAndSts);
  const items: PayoutOutcome[] = [];
  for (const info of list(doc.OrgnlPmtInfAndSts)) {
    const infoStatus = str(info.PmtInfSts);
    for (const tx of list(info.TxInfAndSts)) {
      const id = str(tx.OrgnlEndToEndId) ?? unreadable('a transaction status without OrgnlEndToEndId');
      const code = str(tx.TxSts) ?? infoStatus ?? unreadable(`no status for ${id}`);
      items.push(statusOf(code.toUpperCase(), reasonOf(tx.StsRsnInf ?? info.StsRsnInf), id));
    }
  }
  const group = str(original.GrpSts)?.toUpperCase() ?? null;
  let whole: BankAnswer['whole'] = null;
  if (group && items.length === 0) {
    const s = statusOf(group, reasonOf(original.StsRsnInf), '*');
    whole = s.status === 'returned' ? { status: 'returned', reason: s.reason } : { status: s.status };
  }
  if (!whole && items.length === 0) unreadable('the status report names no payment and no group status');
  return { format: 'pain.002', originalMessageId: str(original.OrgnlMsgId), whole, items };
}

function camt054(doc: Node): BankAnswer {
  const items: PayoutOutcome[] = [];
  for (const ntfctn of list(doc.Ntfctn)) {
    for (const entry of list(ntfctn.Ntry)) {
      // Sts is a code (camt.054.001.02) or a choice holding one (.08 and later)
      const sts = (str(entry.Sts) ?? str(obj(entry.Sts).Cd) ?? '').toUpperCase();
      for (const details of list(entry.NtryDtls)) {
        for (const tx of list(details.TxDtls)) {
          const id = str(obj(tx.Refs).EndToEndId) ?? unreadable('an entry without Refs/EndToEndId');
          if (tx.RtrInf !== undefined) items.push({ endToEndId: id, status: 'returned', reason: reasonOf(tx.RtrInf) });
          else if (sts === 'BOOK') items.push({ endToEndId: id, status: 'paid' });
          else if (sts === 'PDNG' || sts === 'INFO') items.push({ endToEndId: id, status: 'pending' });
          else unreadable(`entry status ${sts || 'missing'} of ${id}`);
        }
      }
    }
  }
  if (items.length === 0) unreadable('the notification names no payment');
  return { format: 'camt.054', originalMessageId: null, whole: null, items };
}

function pacs004(doc: Node): BankAnswer {
  const items = list(doc.TxInf).map((tx): PayoutOutcome => {
    const id = str(tx.OrgnlEndToEndId) ?? unreadable('a return without OrgnlEndToEndId');
    return { endToEndId: id, status: 'returned', reason: reasonOf(tx.RtrRsnInf) };
  });
  if (items.length === 0) unreadable('the return names no payment');
  const original = obj(obj(doc.OrgnlGrpInf).OrgnlMsgId ? doc.OrgnlGrpInf : list(doc.TxInf)[0]?.OrgnlGrpInf);
  return { format: 'pacs.004', originalMessageId: str(original.OrgnlMsgId), whole: null, items };
}

/** Splits one CSV line (`;` or `,`, fields may be quoted with `"`). */
function cells(line: string, sep: string) {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

const CSV_PAID = new Set(['ACSC', 'ACCC', 'BOOK', 'PAID', 'EXECUTED']);
const CSV_RETURNED = new Set(['RJCT', 'RTRN', 'RETURNED', 'REJECTED']);

function csv(text: string): BankAnswer {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const head = lines[0] ?? '';
  const sep = (head.match(/;/g)?.length ?? 0) >= (head.match(/,/g)?.length ?? 0) ? ';' : ',';
  const names = cells(head, sep).map((c) => c.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const idCol = names.findIndex((n) => n.includes('endtoend') || n === 'e2eid' || n === 'e2e');
  const stsCol = names.findIndex((n) => n.includes('status') || n === 'sts' || n === 'txsts');
  const rsnCol = names.findIndex((n) => n.includes('reason') || n === 'rsn');
  if (idCol < 0 || stsCol < 0)
    unreadable('a CSV needs a header row naming the end-to-end id and the status (and the reason of a return)');
  const items = lines.slice(1).map((line, i): PayoutOutcome => {
    const row = cells(line, sep);
    const id = row[idCol] || unreadable(`line ${i + 2} has no end-to-end id`);
    const status = (row[stsCol] ?? '').toUpperCase();
    const reason = (rsnCol >= 0 ? row[rsnCol] : '')?.toUpperCase().match(/^[A-Z0-9]{4}/)?.[0] ?? 'MS03';
    if (CSV_PAID.has(status)) return { endToEndId: id, status: 'paid' };
    if (CSV_RETURNED.has(status)) return { endToEndId: id, status: 'returned', reason };
    if (PENDING.has(status) || status === 'PENDING') return { endToEndId: id, status: 'pending' };
    return unreadable(`line ${i + 2}: status "${row[stsCol] ?? ''}" is none of ACSC, ACCC, BOOK, RJCT, RTRN, ACSP`);
  });
  if (items.length === 0) unreadable('the CSV has no line below its header');
  return { format: 'csv', originalMessageId: null, whole: null, items };
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

/** Reads a bank's answer; throws PayoutAnswerUnreadable with the reason in words. */
export function readBankAnswer(text: string): BankAnswer {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (!body) return unreadable('the file is empty');
  if (!body.startsWith('<')) return csv(body);
  let tree: Node;
  try {
    tree = obj(parser.parse(body, true));
  } catch (err) {
    return unreadable(`not well-formed XML (${err instanceof Error ? err.message.split('\n')[0] : 'parse error'})`);
  }
  const doc = obj(tree.Document);
  if (doc.CstmrPmtStsRpt) return pain002(obj(doc.CstmrPmtStsRpt));
  if (doc.FIToFIPmtStsRpt) return pain002(obj(doc.FIToFIPmtStsRpt));
  if (doc.BkToCstmrDbtCdtNtfctn) return camt054(obj(doc.BkToCstmrDbtCdtNtfctn));
  if (doc.PmtRtr) return pacs004(obj(doc.PmtRtr));
  return unreadable('an XML file that is none of pain.002, camt.054 or pacs.004');
}
