import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../i18n/provider.ts';
import type { Translate } from '../i18n/useT.ts';
import { buildCsv, csvFileName, type TableColumn } from './csv.ts';
import { dashboardColumns } from './tables.ts';

describe('buildCsv', () => {
  type Row = { name: string; cents: number };
  const columns: TableColumn<Row>[] = [
    { header: 'Name', cell: (r) => r.name },
    {
      header: 'Amount (BITS)',
      cell: (r) => `${r.cents / 100} shown`,
      csv: (r) => (r.cents / 100).toFixed(2),
    },
  ];

  it('writes the header, then one line per row, with CRLF', () => {
    expect(
      buildCsv(columns, [
        { name: 'Alex, M.', cents: 102550 },
        { name: 'Sam', cents: 0 },
      ]),
    ).toBe('Name,Amount (BITS)\r\n"Alex, M.",1025.50\r\nSam,0.00');
  });

  it('uses the shown text when a column has no CSV value', () => {
    expect(
      buildCsv([{ header: 'Shown', cell: (r: Row) => r.name.toUpperCase() }], [{ name: 'x', cents: 1 }]),
    ).toBe('Shown\r\nX');
  });

  it('is the header alone without rows', () => {
    expect(buildCsv(columns, [])).toBe('Name,Amount (BITS)');
  });
});

it('names the file after the table and the days', () => {
  expect(csvFileName('daily', { from: '2026-11-01', to: '2026-11-26' })).toBe(
    'analytics-daily-2026-11-01-to-2026-11-26',
  );
});

it("writes a table's CSV in the console's language: French headers and words, numbers and days as data", async () => {
  await loadMessages('fr-CA');
  const french = createI18nProvider('fr-CA');
  const t: Translate = (key, values) => french.translate(key, values);
  const columns = dashboardColumns(t);
  expect(buildCsv(columns.status, [{ status: 'PAUSED', count: 1234 }])).toBe(
    'Statut,Offres\r\nEn pause,1234',
  );
  expect(
    buildCsv(columns.daily, [
      { day: '2026-11-01', signUps: 2, trades: 1, volumeCents: 102550, bitsLoadedCents: 0 },
    ]),
  ).toBe('Jour,Inscriptions,Trocs,Volume (BITS),Chargés (BITS)\r\n2026-11-01,2,1,1025.50,0.00');
  expect(buildCsv(dashboardColumns().status, [{ status: 'PAUSED', count: 1 }])).toBe(
    'Status,Offers\r\nPaused,1',
  );
});

it('writes the supply and demand table with the wants beside the offers', () => {
  const row = {
    category: 'Product' as const,
    activeOffers: 4,
    offersPublished: 2,
    activeWants: 3,
    wantsPosted: 1,
    barterRequests: 5,
    trades: 2,
    volumeCents: 1050,
    unmetSearches: 6,
  };
  expect(buildCsv(dashboardColumns().category, [row])).toBe(
    'Category,Active offers,Offers published,Active wants,Wants posted,Barter requests,Trades,Volume (BITS),Searches with no result\r\nProduct,4,2,3,1,5,2,10.50,6',
  );
});
