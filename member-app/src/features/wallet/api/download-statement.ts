import { toApiError } from '@barterbits/api-client';
import type { TStatementQuery } from '@barterbits/contracts';
import { api } from '../../../lib/api.ts';
import { inBrowserTimeZone } from './time-zone.ts';

/**
 * GET /wallet/statement?download=csv|pdf: the file (movements oldest first, times in the browser's
 * zone), saved through a temporary link.
 */
export async function downloadStatement(
  format: 'csv' | 'pdf',
  query: Pick<TStatementQuery, 'from' | 'to' | 'period'>,
): Promise<void> {
  let res: { data: Blob; headers: Record<string, unknown> };
  try {
    res = await api.clients.member.get('/wallet/statement', {
      params: inBrowserTimeZone({ ...query, download: format }),
      responseType: 'blob',
    });
  } catch (e) {
    throw toApiError(e);
  }
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `bits-statement.${format}`;
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
