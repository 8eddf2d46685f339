/** The membership pages' maintenance banner and locked form while membership is under maintenance, rendered to markup. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LockedFieldset, MembershipLockBanner } from './membership-lock-banner.tsx';

// lib/restrictions reads the persisted store (local storage) when it is imported.
vi.hoisted(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});

const MEMBERSHIP = { id: 'membership', name: 'Membership' };

describe('MembershipLockBanner', () => {
  it('says "Membership is under maintenance: <note>" as a status', () => {
    const html = renderToStaticMarkup(
      <MembershipLockBanner
        lock={{ notice: { module: MEMBERSHIP, adminNote: 'Back at 3 pm.' }, locked: true }}
      />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Membership is under maintenance: Back at 3 pm.');
  });

  it('shows nothing without a notice', () => {
    expect(renderToStaticMarkup(<MembershipLockBanner lock={{ notice: null, locked: false }} />)).toBe('');
  });
});

describe('LockedFieldset', () => {
  it('disables what it holds while locked, and only then', () => {
    const form = (locked: boolean) =>
      renderToStaticMarkup(
        <LockedFieldset locked={locked}>
          <button type="submit">Save card</button>
        </LockedFieldset>,
      );
    expect(form(true)).toMatch(/<fieldset[^>]* disabled=""/);
    expect(form(false)).not.toContain('disabled');
  });
});
