import type { TUserNameMatch } from '@barterbits/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type LookupResult, UsernameMatches } from './UsernameMatches.tsx';
import { NO_MATCH } from './usernameLookup.ts';

const maple: TUserNameMatch = {
  id: 'u2',
  userName: 'maple',
  firstName: 'Jane',
  lastName: 'Roy',
  email: 'maple@demo.barterbits.ca',
  businessName: 'Maple Leaf Bakery',
  status: 'ACTIVE',
};

/** The markup without emotion's inline styles. */
const render = (result: LookupResult) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <UsernameMatches
        q="map"
        result={result}
        resultRef={() => () => undefined}
        onResultKeyDown={() => () => undefined}
      />
    </MemoryRouter>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');

describe('UsernameMatches', () => {
  it("lists each match as a link to the member's page, named for the test and screen readers", () => {
    const html = render({ status: 'done', matches: [maple], total: 1 });
    expect(html).toContain('aria-label="Members matching map"');
    expect(html).toMatch(
      /<a [^>]*href="\/users\/u2\/show"[^>]*aria-label="Maple Leaf Bakery \(@maple\), Active"/,
    );
    expect(html).toContain('@maple · maple@demo.barterbits.ca');
    expect(html).toContain('1 member found.');
    expect(html).not.toContain(NO_MATCH);
  });

  it('says so when no member has that username, with no list', () => {
    const html = render({ status: 'done', matches: [], total: 0 });
    expect(html).toContain(NO_MATCH);
    expect(html).not.toContain('<ul');
  });

  it('shows the loading state, then the error as an alert', () => {
    expect(render({ status: 'loading' })).toContain('aria-label="Looking up members"');
    const html = render({ status: 'error', message: 'Network error.' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('The lookup failed: Network error.');
    expect(html).not.toContain('<ul');
  });
});
