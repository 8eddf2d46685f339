import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify.ts';

describe('linkify', () => {
  it('keeps plain text as one part', () => {
    expect(linkify('hello\nthere')).toEqual([{ type: 'text', text: 'hello\nthere' }]);
  });

  it('makes http and https addresses links and leaves trailing punctuation as text', () => {
    expect(linkify('See https://example.com/a?b=1. Or http://x.ca!')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: '. Or ' },
      { type: 'link', text: 'http://x.ca', href: 'http://x.ca/' },
      { type: 'text', text: '!' },
    ]);
  });

  it('never links other schemes or markup', () => {
    const text = 'javascript:alert(1) <a href="x">x</a> data:text/html,hi ftp://x.ca';
    expect(linkify(text)).toEqual([{ type: 'text', text }]);
  });

  it('does not let quotes or angle brackets into a link', () => {
    const parts = linkify('go https://a.ca/"onmouseover="x <b>');
    expect(parts[1]).toEqual({ type: 'link', text: 'https://a.ca/', href: 'https://a.ca/' });
  });

  it('leaves a bare scheme as text', () => {
    expect(linkify('http:// nothing')).toEqual([{ type: 'text', text: 'http:// nothing' }]);
  });
});

describe('safeHref', () => {
  it('accepts http(s) only', () => {
    expect(safeHref('https://a.ca')).toBe('https://a.ca/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('nope')).toBeNull();
  });
});
