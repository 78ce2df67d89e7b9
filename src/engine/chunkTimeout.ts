/** 000 §7: a page's code that has not arrived within 120 seconds counts as failed to load. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('The page took too long to load.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * Loads a page's code, giving up after the timeout, so that a stalled connection ends in the error screen (with a
 * way to try again) instead of a page that never appears.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
