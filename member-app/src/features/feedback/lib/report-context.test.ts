// First: the API client's modules (reached through the language module) read local storage when loaded.
import '../../../lib/memory-local-storage.ts';
import { FEEDBACK_LIMITS } from '@barterbits/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../../../package.json';
import { changeLocale, loadCatalogs, startLanguage } from '../../../lib/i18n.ts';
import { buildReportContext, contextRows, reportedRoute } from './report-context.ts';

beforeAll(async () => {
  startLanguage('en-CA');
  await loadCatalogs(['feedback']);
});
afterEach(() => changeLocale('en-CA'));

describe('report context', () => {
  it('takes the page from the location state first, then ?from=, without query or hash', () => {
    expect(reportedRoute({ from: '/my-wallet/load-bits?x=1' }, '/offers')).toBe('/my-wallet/load-bits');
    expect(reportedRoute(null, '/new-password?token=secret#top')).toBe('/new-password');
    expect(reportedRoute({ other: 1 }, '/chat')).toBe('/chat');
  });

  it('refuses anything that is not an in-app path', () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil', 'offers', '', '  ']) {
      expect(reportedRoute(null, bad)).toBeNull();
    }
    expect(reportedRoute(undefined, null)).toBeNull();
  });

  it('cuts a long path and a long browser text to what the server takes', () => {
    expect(reportedRoute(null, `/${'a'.repeat(500)}`)).toHaveLength(FEEDBACK_LIMITS.contextRouteMax);
    expect(buildReportContext('/x', 'b'.repeat(900)).userAgent).toHaveLength(
      FEEDBACK_LIMITS.contextUserAgentMax,
    );
  });

  it('builds the context with the app version and the browser, naming an unknown page', () => {
    expect(buildReportContext('/chat', 'Mozilla/5.0 Test')).toEqual({
      route: '/chat',
      appVersion: version,
      userAgent: 'Mozilla/5.0 Test',
    });
    const unknown = buildReportContext(null, '', '1.2.3');
    expect(unknown).toEqual({ appVersion: '1.2.3', userAgent: 'Unknown' });
    expect(contextRows(unknown)).toEqual([
      { label: 'Page', value: 'Not known (opened directly)' },
      { label: 'App version', value: '1.2.3' },
      { label: 'Browser', value: 'Unknown' },
    ]);
  });

  it('labels the rows in French', async () => {
    await changeLocale('fr-CA');
    expect(contextRows({ appVersion: '1.2.3', userAgent: 'UA' })).toEqual([
      { label: 'Page', value: 'Inconnue (ouverte directement)' },
      { label: 'Version de l’application', value: '1.2.3' },
      { label: 'Navigateur', value: 'UA' },
    ]);
  });
});
