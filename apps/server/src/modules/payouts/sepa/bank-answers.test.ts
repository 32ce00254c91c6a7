// The bank's answers as files a bank sends: each format read into one outcome per payment, and what is refused.
import { describe, expect, it } from 'vitest';
import { PayoutAnswerUnreadable } from '../types';
import { readBankAnswer } from './bank-answers';

const NS = (m: string) => `xmlns="urn:iso:std:iso:20022:tech:xsd:${m}"`;

describe('bank answers', () => {
  it('read a pain.002 group rejection without transactions as the whole batch returned, with its reason', () => {
    const a = readBankAnswer(`<?xml version="1.0"?><Document ${NS('pain.002.001.10')}><CstmrPmtStsRpt>
      <GrpHdr><MsgId>S</MsgId></GrpHdr><OrgnlGrpInfAndSts><OrgnlMsgId>HL-1</OrgnlMsgId><GrpSts>RJCT</GrpSts>
      <StsRsnInf><Rsn><Cd>FF01</Cd></Rsn></StsRsnInf></OrgnlGrpInfAndSts></CstmrPmtStsRpt></Document>`);
    expect(a).toEqual({
      format: 'pain.002',
      originalMessageId: 'HL-1',
      whole: { status: 'returned', reason: 'FF01' },
      items: [],
    });
  });

  it('read pain.002 transactions: ACSC paid, RJCT returned with StsRsnInf, ACSP pending, prefixes ignored', () => {
    const a = readBankAnswer(`<p:Document xmlns:p="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><p:CstmrPmtStsRpt>
      <p:OrgnlGrpInfAndSts><p:OrgnlMsgId>HL-2</p:OrgnlMsgId></p:OrgnlGrpInfAndSts><p:OrgnlPmtInfAndSts>
      <p:TxInfAndSts><p:OrgnlEndToEndId>2026-00001</p:OrgnlEndToEndId><p:TxSts>ACSC</p:TxSts></p:TxInfAndSts>
      <p:TxInfAndSts><p:OrgnlEndToEndId>2026-00002</p:OrgnlEndToEndId><p:TxSts>RJCT</p:TxSts>
        <p:StsRsnInf><p:Rsn><p:Cd>AC06</p:Cd></p:Rsn></p:StsRsnInf></p:TxInfAndSts>
      <p:TxInfAndSts><p:OrgnlEndToEndId>2026-00003</p:OrgnlEndToEndId><p:TxSts>ACSP</p:TxSts></p:TxInfAndSts>
      </p:OrgnlPmtInfAndSts></p:CstmrPmtStsRpt></p:Document>`);
    expect(a.items).toEqual([
      { endToEndId: '2026-00001', status: 'paid' },
      { endToEndId: '2026-00002', status: 'returned', reason: 'AC06' },
      { endToEndId: '2026-00003', status: 'pending' },
    ]);
  });

  it('read a camt.054.001.02 entry whose Sts is a plain code, and a return without a reason as MS03', () => {
    const a = readBankAnswer(`<Document ${NS('camt.054.001.02')}><BkToCstmrDbtCdtNtfctn><Ntfctn>
      <Ntry><Sts>BOOK</Sts><NtryDtls><TxDtls><Refs><EndToEndId>2026-00001</EndToEndId></Refs></TxDtls>
      <TxDtls><Refs><EndToEndId>2026-00002</EndToEndId></Refs><RtrInf><AddtlInf>back</AddtlInf></RtrInf></TxDtls>
      </NtryDtls></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`);
    expect(a.items).toEqual([
      { endToEndId: '2026-00001', status: 'paid' },
      { endToEndId: '2026-00002', status: 'returned', reason: 'MS03' },
    ]);
  });

  it('read a CSV by its header, comma or semicolon, quoted fields, the reason code at the start of its cell', () => {
    const a = readBankAnswer(
      '"Status","Reason","End-to-end ID"\nRJCT,"AC04 closed account",2026-00022\nACCC,,2026-00023\n',
    );
    expect(a.items).toEqual([
      { endToEndId: '2026-00022', status: 'returned', reason: 'AC04' },
      { endToEndId: '2026-00023', status: 'paid' },
    ]);
  });

  it('refuse what it cannot read: no status column, an unknown status, broken XML, another message', () => {
    for (const file of [
      '2026-00022;RJCT AC04 closed account',
      'end_to_end_id;status\n2026-00022;MAYBE',
      '<Document><CstmrPmtStsRpt>',
      `<Document ${NS('pain.001.001.09')}><CstmrCdtTrfInitn/></Document>`,
      '',
    ])
      expect(() => readBankAnswer(file), file).toThrow(PayoutAnswerUnreadable);
  });
});
