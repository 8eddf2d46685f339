/**
 * Statement files: CSV (a header row, then one row per movement, amounts in BITS with two decimals)
 * and PDF (member, period, opening and closing balance, totals, the movements). Movements are oldest
 * first, as on a paper statement; every time is in the statement's zone (`s.timeZone`, the member's).
 */
import {
  centsToBits,
  csvLine,
  formatBitsGrouped,
  formatDateTime,
  type TStatement,
} from '@barterbits/contracts';
import PDFDocument from 'pdfkit';
import { localIsoDateTime } from './calendar.ts';

export const CSV_HEADER = [
  'Date',
  'Reference',
  'Type',
  'Status',
  'Counterparty',
  'Memo',
  'Amount (BITS)',
  'Balance after (BITS)',
] as const;

/** Dates are ISO 8601 in the statement's zone with its offset ("2025-03-08T22:30:05-08:00"). */
export function statementCsv(s: TStatement): string {
  const lines: string[] = [csvLine(CSV_HEADER)];
  for (const t of s.transactions) {
    lines.push(
      csvLine([
        localIsoDateTime(new Date(t.createdAt), s.timeZone),
        t.reference,
        t.label,
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

export function statementPdf(s: TStatement, productName: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 50,
      info: { Title: `${productName} BITS statement` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(18).text(`${productName} — BITS statement`);
    doc.moveDown(0.5);
    doc.fontSize(11).text(`Member: ${s.memberName}`);
    doc.text(`Period: ${s.from} to ${s.to} (${s.timeZone})`);
    doc.text(`Opening balance: ${formatBitsGrouped(s.openingBalanceCents)} BITS`);
    doc.text(`Closing balance: ${formatBitsGrouped(s.closingBalanceCents)} BITS`);
    doc.text(
      `Total in: ${formatBitsGrouped(s.totalInCents)} BITS    Total out: ${formatBitsGrouped(s.totalOutCents)} BITS`,
    );
    doc.moveDown();

    const cols = [
      { title: 'Date', x: 50, w: 112 },
      { title: 'Reference', x: 162, w: 76 },
      { title: 'Type', x: 238, w: 58 },
      { title: 'Counterparty / memo', x: 296, w: 124 },
      { title: 'Amount', x: 420, w: 65, right: true },
      { title: 'Balance', x: 490, w: 72, right: true },
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
      doc.font('Helvetica').fontSize(10).text('No movements in this period.', 50);
    }
    for (const t of s.transactions) {
      row([
        // The one display format of both apps (contracts format.ts), in the statement's zone.
        // (Newer ICU puts a narrow no-break space before a.m./p.m., which the PDF's standard fonts lack.)
        formatDateTime(t.createdAt, { timeZone: s.timeZone }).replace(/\u202f/g, ' '),
        t.reference,
        t.label,
        [t.counterparty?.name, t.memo].filter(Boolean).join(' — '),
        formatBitsGrouped(t.amountCents),
        formatBitsGrouped(t.balanceAfterCents),
      ]);
    }
    doc.end();
  });
}
