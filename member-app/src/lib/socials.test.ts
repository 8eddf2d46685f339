import { describe, expect, it } from 'vitest';
import { profileLinks } from './socials.ts';

const none = {
  website: null,
  facebook: null,
  instagram: null,
  youtube: null,
  telegram: null,
  x: null,
  linkedin: null,
};

describe('profile links', () => {
  it('lists the set https links in the spec order', () => {
    const links = profileLinks(
      { ...none, linkedin: 'https://linkedin.com/in/p', instagram: 'https://instagram.com/p' },
      null,
    );
    expect(links.map((l) => l.label)).toEqual(['Instagram', 'LinkedIn']);
  });

  it("shows the business website once, before the socials' website", () => {
    const links = profileLinks({ ...none, website: 'https://old.example' }, 'https://shop.example');
    expect(links).toEqual([{ key: 'website', label: 'Website', href: 'https://shop.example' }]);
    expect(profileLinks({ ...none, website: 'https://old.example' }, null)[0]?.href).toBe(
      'https://old.example',
    );
  });

  it('never links anything but https', () => {
    expect(
      profileLinks({ ...none, facebook: 'javascript:alert(1)', x: 'http://x.com/p', youtube: '' }, null),
    ).toEqual([]);
  });
});
