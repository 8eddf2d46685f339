import type { UploadCandidate } from '@barterbits/contracts';

/** SHA-256 of a file's content as hex, or undefined where Web Crypto is unavailable (non-secure pages). */
export async function fileHash(file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The files chosen in a file input, and the same as upload candidates (name, size, type and content
 * hash) for checkUpload. Clears the input so choosing the same file again fires another change.
 */
export async function takeChosenFiles(
  input: HTMLInputElement,
): Promise<{ files: File[]; incoming: UploadCandidate[] }> {
  const files = [...(input.files ?? [])];
  input.value = '';
  const incoming = await Promise.all(
    files.map(async (f): Promise<UploadCandidate> => {
      const hash = await fileHash(f);
      return { name: f.name, size: f.size, type: f.type, ...(hash ? { hash } : {}) };
    }),
  );
  return { files, incoming };
}
