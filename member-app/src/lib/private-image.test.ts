import { describe, expect, it } from 'vitest';
import { apiRelativePath } from './private-image.ts';

describe('apiRelativePath', () => {
  it('strips the /v1 mount so the member client adds it once', () => {
    expect(apiRelativePath('/v1/chat/images/abc/thumb.webp')).toBe('/chat/images/abc/thumb.webp');
  });
  it('keeps other addresses', () => {
    expect(apiRelativePath('/chat/images/abc/full.webp')).toBe('/chat/images/abc/full.webp');
    expect(apiRelativePath('/v10/x')).toBe('/v10/x');
  });
});
