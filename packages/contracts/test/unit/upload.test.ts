/** Spec §5 file upload: required, one at a time, type, maximum size, maximum count, duplicate. */
import { describe, expect, it } from 'vitest';
import { UPLOAD_ALLOWED_MIME_TYPES, UPLOAD_MAX_FILES, UPLOAD_MAX_SIZE_MB } from '../../src/constants.ts';
import { VALIDATION_MESSAGES as M } from '../../src/messages.ts';
import { checkUpload, type UploadCandidate } from '../../src/rules.ts';

const MB = 1024 * 1024;
const file = (name: string, over: Partial<UploadCandidate> = {}): UploadCandidate => ({
  name,
  size: MB,
  type: 'image/jpeg',
  ...over,
});
const many = (n: number) => Array.from({ length: n }, (_, i) => file(`photo-${i}.jpg`, { size: MB + i }));

it('limits: 5 MB, 10 files, JPEG/PNG/WebP, and the messages name them', () => {
  expect(UPLOAD_MAX_SIZE_MB).toBe(5);
  expect(UPLOAD_MAX_FILES).toBe(10);
  expect([...UPLOAD_ALLOWED_MIME_TYPES]).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  expect(M.fileTooLarge).toContain(`${UPLOAD_MAX_SIZE_MB} MB`);
  expect(M.fileMaxCount).toContain(`${UPLOAD_MAX_FILES} files`);
});

describe('checkUpload accepts', () => {
  const cases: [string, UploadCandidate[], UploadCandidate[]][] = [
    ['a JPEG into an empty list', [file('a.jpg')], []],
    ['a PNG', [file('a.png', { type: 'image/png' })], []],
    ['a WebP', [file('a.webp', { type: 'image/webp' })], []],
    ['exactly 5 MB', [file('big.jpg', { size: 5 * MB })], []],
    ['the 10th file', [file('new.jpg')], many(9)],
    ['same name, different size', [file('a.jpg', { size: 2 * MB })], [file('a.jpg')]],
    [
      'same name and size but different content hash',
      [file('a.jpg', { hash: 'h2' })],
      [file('a.jpg', { hash: 'h1' })],
    ],
  ];
  for (const [name, incoming, accepted] of cases) {
    it(name, () => expect(checkUpload(incoming, accepted)).toBeNull());
  }
});

describe('checkUpload rejects', () => {
  const cases: [string, UploadCandidate[], UploadCandidate[], string][] = [
    ['no file', [], [], M.fileRequired],
    ['two files at once', [file('a.jpg'), file('b.jpg')], [], M.fileOneAtATime],
    ['a PDF', [file('a.pdf', { type: 'application/pdf' })], [], M.fileType],
    ['a GIF', [file('a.gif', { type: 'image/gif' })], [], M.fileType],
    ['an SVG', [file('a.svg', { type: 'image/svg+xml' })], [], M.fileType],
    ['an unknown type', [file('a', { type: '' })], [], M.fileType],
    ['5 MB and one byte', [file('big.jpg', { size: 5 * MB + 1 })], [], M.fileTooLarge],
    ['an 11th file', [file('new.jpg')], many(10), M.fileMaxCount],
    ['the same name and size again', [file('a.jpg')], [file('a.jpg')], M.fileDuplicate],
    [
      'the same content under another name',
      [file('copy.jpg', { hash: 'h1', size: 3 * MB })],
      [file('a.jpg', { hash: 'h1' })],
      M.fileDuplicate,
    ],
  ];
  for (const [name, incoming, accepted, message] of cases) {
    it(`${name}: "${message}"`, () => expect(checkUpload(incoming, accepted)).toBe(message));
  }
});

describe('checkUpload reports the first rule that applies', () => {
  it('one at a time before type', () => {
    expect(checkUpload([file('a.pdf', { type: 'application/pdf' }), file('b.jpg')], [])).toBe(
      M.fileOneAtATime,
    );
  });
  it('type before size', () => {
    expect(checkUpload([file('a.pdf', { type: 'application/pdf', size: 50 * MB })], [])).toBe(M.fileType);
  });
  it('size before count', () => {
    expect(checkUpload([file('big.jpg', { size: 6 * MB })], many(10))).toBe(M.fileTooLarge);
  });
  it('count before duplicate', () => {
    const accepted = many(10);
    expect(checkUpload([accepted[0] as UploadCandidate], accepted)).toBe(M.fileMaxCount);
  });
});

describe('checkUpload options override the defaults', () => {
  it('maxFiles', () => {
    expect(checkUpload([file('b.jpg')], [file('a.jpg')], { maxFiles: 1 })).toBe(M.fileMaxCount);
    expect(checkUpload([file('b.jpg')], many(10), { maxFiles: 11 })).toBeNull();
  });
  it('maxSizeMb', () => {
    expect(checkUpload([file('a.jpg', { size: 2 * MB })], [], { maxSizeMb: 1 })).toBe(M.fileTooLarge);
    expect(checkUpload([file('a.jpg', { size: 8 * MB })], [], { maxSizeMb: 10 })).toBeNull();
  });
  it('types', () => {
    const pdf = file('a.pdf', { type: 'application/pdf' });
    expect(checkUpload([pdf], [], { types: ['application/pdf'] })).toBeNull();
    expect(checkUpload([file('a.jpg')], [], { types: ['application/pdf'] })).toBe(M.fileType);
  });
});
