// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../tests/unit/setup';
import { apiGetJson, apiUrl, loginRedirectTarget } from './client';

describe('the API client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds URLs under the API base and leaves out empty parameters', () => {
    expect(apiUrl('detail/locus', { key: 5, name: '' })).toBe('/api/detail/locus?key=5');
  });

  it('sends the browser to redirectUri with the current page as redirect', () => {
    expect(loginRedirectTarget({ redirectUri: 'https://auth.example.org/login' }, 'http://127.0.0.1:5173/locus?key=1#homology')).toBe(
      'https://auth.example.org/login?redirect=http%3A%2F%2F127.0.0.1%3A5173%2Flocus%3Fkey%3D1%23homology',
    );
  });

  it('refuses redirect URIs that are not http(s)', () => {
    expect(loginRedirectTarget({ redirectUri: 'javascript:alert(1)' }, 'http://127.0.0.1/')).toBeUndefined();
    expect(loginRedirectTarget({ redirectUri: 42 }, 'http://127.0.0.1/')).toBeUndefined();
    expect(loginRedirectTarget(null, 'http://127.0.0.1/')).toBeUndefined();
  });

  it('follows a 401 that carries redirectUri', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:3000/gene?key=9', assign } as Location);
    server.use(http.get('*/api/detail/gene', () => HttpResponse.json({ redirectUri: 'http://127.0.0.1:9/login' }, { status: 401 })));
    await expect(apiGetJson('detail/gene', { key: 9 })).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/login?redirect=http%3A%2F%2Flocalhost%3A3000%2Fgene%3Fkey%3D9');
  });
});
