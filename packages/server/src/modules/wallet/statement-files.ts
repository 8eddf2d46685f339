/**
 * Statement files: CSV (a header row, then one row per movement, amounts in BITS with two decimals)
 * and PDF (member, period, opening and closing balance, totals, the movements). Movements are oldest
 * first, as on a paper statement; every time is in the statement's zone (`s.timeZone`, the member's).
 * Both are in the reader's language (`locale`, the download request's): headings, column names and type
 * labels from the contracts' `i18n/statements` catalogs; the PDF's amounts and dates by the one formatter
 * in that language ("1 234,50"). The CSV's cells stay data a spreadsheet reads: ISO times and plain amounts.
 */
import {
  centsToBits,
  csvLine,
  formatBitsGrouped,
  formatDateTime,
  type Locale,
  type TStatement,
  type WalletTransactionType,
} from '@barterbits/contracts';
import PDFDocument from 'pdfkit';
import { say } from '../../lib/i18n.ts';
import { localIsoDateTime } from './calendar.ts';

/** Each movement type's label (the contracts' WALLET_TRANSACTION_TYPE_LABELS in English). */
const TYPE_LABEL = {
  ADD_BITS: 'statements.type.addBits',
  GIFT: 'statements.type.gift',
  GIFT_REWARD: 'statements.type.giftReward',
  SALE_PURCHASE: 'statements.type.salePurchase',
  REWARDS: 'statements.type.rewards',
  REFUND: 'statements.type.refund',
  TRANSFER: 'statements.type.transfer',
  SALE: 'statements.type.sale',
  PURCHASE: 'statements.type.purchase',
  UNKNOWN: 'statements.type.unknown',
  DISPUTE_HOLD: 'statements.type.disputeHold',
  DISPUTE_RELEASE: 'statements.type.disputeRelease',
  CHARGEBACK: 'statements.type.chargeback',
} as const satisfies Record<WalletTransactionType, string>;

const typeLabel = (type: WalletTransactionType, locale: Locale) =>
  say(locale, Object.hasOwn(TYPE_LABEL, type) ? TYPE_LABEL[type] : TYPE_LABEL.UNKNOWN);

/** The CSV's header row in `locale`. */
export const csvHeader = (locale: Locale): string[] => [
  say(locale, 'statements.column.date'),
  say(locale, 'statements.column.reference'),
  say(locale, 'statements.column.type'),
  say(locale, 'statements.column.status'),
  say(locale, 'statements.column.counterparty'),
  say(locale, 'statements.column.memo'),
  say(locale, 'statements.column.amountBits'),
  say(locale, 'statements.column.balanceAfterBits'),
];

/** Dates are ISO 8601 in the statement's zone with its offset ("2025-03-08T22:30:05-08:00"). */
export function statementCsv(s: TStatement, locale: Locale): string {
  const lines: string[] = [csvLine(csvHeader(locale))];
  for (const t of s.transactions) {
    lines.push(
      csvLine([
        localIsoDateTime(new Date(t.createdAt), s.timeZone),
        t.reference,
        typeLabel(t.type, locale),
        t.status,
        t.counterparty?.name ?? '',
        t.memo ?? '',
        centsToBits(t.amountCents),
        centsToBits(t.balanceAfterCents),
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const statementFileName = (s: TStatement, ext: 'csv' | 'pdf') =>
  `bits-statement-${s.from}-to-${s.to}.${ext}`;

/**
 * Text the PDF's standard fonts can draw: the narrow no-break space newer ICU writes (before a.m./p.m.,
 * between French thousands) is not in their character set, so it becomes a space.
 */
const drawable = (text: string) => text.replace(/\u202f/g, ' ');

export function statementPdf(s: TStatement, productName: string, locale: Locale): Promise<Buffer> {
  const amount = (cents: number) => drawable(formatBitsGrouped(cents, { locale }));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 50,
      info: { Title: say(locale, 'statements.pdf.documentTitle', { product: productName }) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(18).text(say(locale, 'statements.pdf.heading', { product: productName }));
    doc.moveDown(0.5);
    doc.fontSize(11).text(say(locale, 'statements.pdf.member', { name: s.memberName }));
    doc.text(say(locale, 'statements.pdf.period', { from: s.from, to: s.to, timeZone: s.timeZone }));
    doc.text(say(locale, 'statements.pdf.opening', { amount: amount(s.openingBalanceCents) }));
    doc.text(say(locale, 'statements.pdf.closing', { amount: amount(s.closingBalanceCents) }));
    doc.text(
      say(locale, 'statements.pdf.totals', {
        totalIn: amount(s.totalInCents),
        totalOut: amount(s.totalOutCents),
      }),
    );
    doc.moveDown();

    const cols = [
      { title: say(locale, 'statements.column.date'), x: 50, w: 112 },
      { title: say(locale, 'statements.column.reference'), x: 162, w: 76 },
      { title: say(locale, 'statements.column.type'), x: 238, w: 58 },
      { title: say(locale, 'statements.column.counterpartyMemo'), x: 296, w: 124 },
      { title: say(locale, 'statements.column.amount'), x: 420, w: 65, right: true },
      { title: say(locale, 'statements.column.balance'), x: 490, w: 72, right: true },
    ];
    const row = (cells: string[], bold = false) => {
      if (doc.y > 700) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      let bottom = y;
      cols.forEach((c, i) => {
        doc.text(cells[i] ?? '', c.x, y, { width: c.w, align: c.right ? 'right' : 'left' });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = 50;
      doc.y = bottom + 4;
    };
    row(
      cols.map((c) => c.title),
      true,
    );
    if (s.transactions.length === 0) {
      doc.font('Helvetica').fontSize(10).text(say(locale, 'statements.pdf.empty'), 50);
    }
    for (const t of s.transactions) {
      row([
        // The one display format of both apps (contracts format.ts), in the statement's zone.
        drawable(formatDateTime(t.createdAt, { timeZone: s.timeZone, locale })),
        t.reference,
        typeLabel(t.type, locale),
        [t.counterparty?.name, t.memo].filter(Boolean).join(' — '),
        amount(t.amountCents),
        amount(t.balanceAfterCents),
      ]);
    }
    doc.end();
  });
}
