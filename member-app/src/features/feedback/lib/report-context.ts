import { FEEDBACK_LIMITS, type TFeedbackContext } from '@barterbits/contracts';
import { version as APP_VERSION } from '../../../../package.json';
import { t } from '../../../lib/i18n.ts';

/**
 * What the app attaches to a problem report by itself (the member sees it before sending): the page
 * the member came from (path only: queries can hold tokens), the member app's version
 * (member-app/package.json) and the browser (navigator.userAgent).
 */
export type ReportContext = Omit<Required<TFeedbackContext>, 'route'> & { route?: string };

/**
 * The page a report is about, from the location state (`{ from }`, set by the app's links) or the
 * `?from=` query: an in-app path only (no other site, no `//host`), without its query or hash.
 */
export function reportedRoute(state: unknown, fromParam: string | null): string | null {
  const fromState =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  const raw = (fromState ?? fromParam ?? '').trim();
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  return path.slice(0, FEEDBACK_LIMITS.contextRouteMax) || null;
}

/** The context of a report: the page it came from, the app version and the browser. */
export const buildReportContext = (
  route: string | null,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  appVersion: string = APP_VERSION,
): ReportContext => ({
  ...(route ? { route } : {}),
  appVersion: appVersion.slice(0, FEEDBACK_LIMITS.contextAppVersionMax),
  userAgent: userAgent.slice(0, FEEDBACK_LIMITS.contextUserAgentMax) || 'Unknown',
});

/**
 * The context as the labelled rows the page shows ("What we attach"), in the app's language; a report
 * opened directly names no page ("Not known (opened directly)"; none is sent).
 */
export const contextRows = (context: ReportContext): { label: string; value: string }[] => [
  { label: t('feedback.context.page'), value: context.route ?? t('feedback.context.unknownPage') },
  { label: t('feedback.context.appVersion'), value: context.appVersion },
  { label: t('feedback.context.browser'), value: context.userAgent },
];
