/**
 * The live protocol stays light for the browser: the member app checks every frame from the start of a
 * session, so the map's modules import only the small schema modules of its payloads, never a whole API
 * module (which would bring every schema of it into the pages' first load).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');
const importsOf = (file: string) =>
  [...readFileSync(path.join(src, file), 'utf8').matchAll(/^import[^;]*? from '([^']+)';/gms)].map(
    (m) => m[1],
  );

describe('the live protocol’s modules', () => {
  it('import zod and the small payload modules only', () => {
    expect(importsOf('live.ts').sort()).toEqual([
      './api/chat-message.ts',
      './api/notice.ts',
      './entities.ts',
      'zod',
    ]);
    expect(importsOf('api/chat-message.ts').sort()).toEqual(['../entities.ts', 'zod']);
    expect(importsOf('api/notice.ts').sort()).toEqual(['../entities.ts', 'zod']);
    // The socket's constants carry no schema: the api-client's socket reads them on every page.
    expect(importsOf('live-socket.ts')).toEqual([]);
  });
});
