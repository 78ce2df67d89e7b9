import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withChunkTimeout } from './chunkTimeout';

describe('loading a page within the time limit', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the loaded module', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
  });

  it('passes on a failed download', async () => {
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
  });

  it('gives up on a download that has not arrived after 120 seconds, and not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const loading = withChunkTimeout(() => new Promise<never>(() => undefined)).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled.mock.calls[0]?.[0]).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
