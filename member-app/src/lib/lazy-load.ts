import { CHUNK_LOAD_TIMEOUT_MS } from '@barterbits/contracts';

/** A lazily loaded chunk did not arrive: the import failed or took longer than the timeout. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Settles like `promise`, but rejects with a ChunkLoadError after `ms` milliseconds
 * (and wraps a rejection of `promise` in one, keeping the original as `cause`).
 */
export const withChunkTimeout = <T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading the application timed out after ${Math.round(ms / 1000)} s.`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError('Loading the application failed.', { cause: error }),
        );
      },
    );
  });

const BROWSER_CHUNK_ERRORS = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

/** True for our ChunkLoadError and for the browsers' own dynamic-import failures. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || BROWSER_CHUNK_ERRORS.some((text) => error.message.includes(text));
};
