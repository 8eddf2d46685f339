import { centsToBits } from '@barterbits/contracts';
import { englishText, type Translate } from '../i18n/useT.ts';
import type { CsvRow } from '../layout/csvExport.tsx';
import { MATCH_COUNT_CAP, wantStatusLabel } from './wantLabels.ts';
import type { WantRecord } from './wantsDataProvider.ts';

/**
 * One CSV line per want; the column order is the header order. The status in the console's language (`t`)
 * beside its code; the most the member would pay in BITS with two decimals ('' without a limit); the texts
 * as written (the platform's CSV writer defuses formulas).
 */
export function toWantCsvRow(w: WantRecord, t: Translate = englishText): CsvRow<'wants'> {
  return {
    id: w.id,
    title: w.title,
    description: w.description ?? '',
    category: w.category,
    maxBits: w.maxCents === null ? '' : centsToBits(w.maxCents),
    radiusKm: w.radiusKm,
    city: w.city ?? '',
    province: w.province ?? '',
    memberId: w.member.id,
    memberName: w.member.displayName,
    memberEmail: w.member.email,
    statusCode: w.status,
    state: wantStatusLabel(w.status, t),
    disabledReason: w.disabledReason ?? '',
    openReportCount: w.openReportCount,
    matchCount: w.matchCount >= MATCH_COUNT_CAP ? `${MATCH_COUNT_CAP}+` : w.matchCount,
    expiresAt: w.expiresAt,
    createdAt: w.createdAt,
  };
}
