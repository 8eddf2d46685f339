import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toFeedbackCsvRow } from '../feedback/feedbackCsv.ts';
import type { FeedbackRecord } from '../feedback/feedbackDataProvider.ts';
import { listCsv } from './csvExport.tsx';

describe("the console lists' CSV export", () => {
  it("defuses a guest's feedback that a spreadsheet would run as a formula", () => {
    const record = {
      id: 'f1',
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
      kindLabel: 'Feedback',
      statusLabel: 'New',
      rating: null,
      subject: '@SUM(1+1)*cmd',
      message: '=HYPERLINK("http://evil.example","x")',
      steps: null,
      senderType: 'Guest',
      senderName: '+Mallory',
      senderEmail: 'mallory@example.com',
      member: null,
      context: { route: '-2+3', appVersion: null, userAgent: null },
      screenshotUrl: null,
      answer: null,
      answeredAt: null,
      answeredBy: null,
      internalNote: null,
    } as unknown as FeedbackRecord;
    const [header, line] = listCsv([toFeedbackCsvRow(record)]).split('\r\n');
    expect(header?.startsWith('id,sentAt,kind,status,rating,subject,message,')).toBe(true);
    expect(line).toContain(`,'@SUM(1+1)*cmd,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(line).toContain(",'+Mallory,");
    expect(line).toContain(",'-2+3,");
    expect(line).not.toMatch(/,[=+\-@]/);
  });

  it('every list that exports goes through it (no other CSV writer in the console)', () => {
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => [f, readFileSync(path.join(SRC, f), 'utf8')] as const);
    expect(sources.filter(([, text]) => /defaultExporter|jsonexport/.test(text)).map(([f]) => f)).toEqual([]);
    const exporting = sources.filter(([, text]) => /exporter=\{(?!false\})/.test(text));
    expect(exporting.length).toBeGreaterThanOrEqual(8);
    for (const [file, text] of exporting) expect(text, file).toMatch(/csvExporter</);
  });
});

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
