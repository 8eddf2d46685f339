import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toFeedbackCsvRow } from '../feedback/feedbackCsv.ts';
import type { FeedbackRecord } from '../feedback/feedbackDataProvider.ts';
import { consoleTranslate, createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { listCsv } from './csvExport.tsx';

const feedback = {
  id: 'f1',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  kind: 'PROBLEM',
  kindLabel: 'Problem',
  status: 'NEW',
  statusLabel: 'New',
  rating: null,
  subject: '@SUM(1+1)*cmd',
  message: '=HYPERLINK("http://evil.example","x")',
  steps: null,
  senderType: 'GUEST',
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

describe("the console lists' CSV export", () => {
  it("heads each column with its label and defuses a guest's feedback that a spreadsheet would run as a formula", () => {
    const [header, line] = listCsv('feedback', [toFeedbackCsvRow(feedback)]).split('\r\n');
    expect(header).toBe(
      'ID,Sent,Kind,Status,Rating,Subject,Message,Steps,Sender type,Sender,Sender email,Member ID,Page,' +
        'App version,Browser,Screenshot,Answer,Answered,Answered by,Internal note,Updated',
    );
    expect(line).toContain(',Problem,New,,');
    expect(line).toContain(`,'@SUM(1+1)*cmd,"'=HYPERLINK(""http://evil.example"",""x"")",`);
    expect(line).toContain(",'+Mallory,");
    expect(line).toContain(",'-2+3,");
    expect(line).not.toMatch(/,[=+\-@]/);
  });

  it('writes the header and the words of values in French in the French console; ids, e-mails and dates stay data', async () => {
    await loadMessages('fr-CA');
    const french = createI18nProvider('fr-CA');
    const t: Translate = (key, values) => french.translate(key, values);
    const [header, line] = listCsv('feedback', [toFeedbackCsvRow(feedback, t)], t).split('\r\n');
    expect(header).toBe(
      'Identifiant,Envoyé le,Type,Statut,Note,Objet,Message,Étapes,Type d’expéditeur,Expéditeur,' +
        'Courriel de l’expéditeur,Identifiant du membre,Page,Version de l’application,Navigateur,' +
        'Capture d’écran,Réponse,Répondu le,Répondu par,Note interne,Mise à jour',
    );
    expect(line).toBe(
      `f1,2026-11-28T10:00:00.000Z,Problème,Nouveau,,'@SUM(1+1)*cmd,"'=HYPERLINK(""http://evil.example"",""x"")",,` +
        `Invité (sans compte),'+Mallory,mallory@example.com,,'-2+3,,,Non,,,,,2026-11-28T10:00:00.000Z`,
    );
  });

  it("exports in the console's language at the time: its provider's, which follows a switch", async () => {
    await loadMessages('fr-CA');
    const i18n = createI18nProvider('fr-CA');
    expect(consoleTranslate('resources.users.fields.firstName')).toBe('Prénom');
    expect(consoleTranslate('console.users.status.SUSPENDED')).toBe('Suspendu');
    // Back to English, the language the other suites of this process expect (formats, the API's language).
    await i18n.changeLocale('en-CA');
    expect(consoleTranslate('resources.users.fields.firstName')).toBe('First name');
  });

  it('writes nothing for an empty list', () => {
    expect(listCsv('feedback', [])).toBe('');
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
