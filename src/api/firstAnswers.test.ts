// @vitest-environment jsdom
// The answers the server sends with a page stand in for the page's first GETs: once each, with the status and body
// the server gave, and only while the reader is still on the address the page was sent for.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswersText, type FirstAnswers } from '../../contracts/firstScreen/firstAnswers';
import { server } from '../../tests/unit/setup';

const RECORD = { locusId: 2200935, name: 'AT1G01010' };

/** A page as the server sends it: its data block, and a fresh client that has read nothing yet. */
async function pageWith(answers: FirstAnswers | string) {
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ELEMENT_ID;
  block.textContent = typeof answers === 'string' ? answers : firstAnswersText(answers);
  document.head.append(block);
  vi.resetModules();
  return import('./client');
}

/** Answers the record from the network, counting the calls. */
function networkRecord(): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.get('*/api/detail/locus', () => {
      seen.calls += 1;
      return HttpResponse.json({ ...RECORD, from: 'network' });
    }),
  );
  return seen;
}

describe('the answers sent with the page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/locus?name=AT1G01010'));
  afterEach(() => document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove());

  it('answer the first GET of their address without the network, and only the first', async () => {
    const network = networkRecord();
    const { apiGetJson } = await pageWith({ '/api/detail/locus?key=2200935': { status: 200, body: JSON.stringify(RECORD) } });
    expect(await apiGetJson('detail/locus', { key: '2200935' })).toEqual(RECORD);
    expect(network.calls).toBe(0);
    expect(await apiGetJson('detail/locus', { key: '2200935' })).toEqual({ ...RECORD, from: 'network' });
    expect(network.calls).toBe(1);
  });

  it('answer with the status the server gave, so a refusal is the same error as from the network', async () => {
    const { apiGetJson, ApiError } = await pageWith({ '/api/detail/locus?key=1': { status: 404, body: JSON.stringify({ error: 'No locus 1.' }) } });
    const failure = apiGetJson('detail/locus', { key: '1' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('are forgotten once the reader has moved to another address', async () => {
    const network = networkRecord();
    const { apiGetJson } = await pageWith({
      '/api/auth/nothing': { status: 200, body: '{}' },
      '/api/detail/locus?key=2200935': { status: 200, body: JSON.stringify(RECORD) },
    });
    server.use(http.get('*/api/auth/nothing', () => HttpResponse.json({ from: 'network' })));
    expect(await apiGetJson('auth/nothing')).toEqual({});
    window.history.pushState(null, '', '/locus?name=AT1G01020');
    expect(await apiGetJson('detail/locus', { key: '2200935' })).toEqual({ ...RECORD, from: 'network' });
    expect(network.calls).toBe(1);
  });

  it('are ignored when the data block is not JSON, or an answer is not of their shape', async () => {
    const network = networkRecord();
    const broken = await pageWith('{"/api/detail/locus?key=2200935": ');
    expect(await broken.apiGetJson('detail/locus', { key: '2200935' })).toEqual({ ...RECORD, from: 'network' });
    const misshapen = await pageWith(JSON.stringify({ '/api/detail/locus?key=2200935': { status: 'ok', body: 5 } }));
    expect(await misshapen.apiGetJson('detail/locus', { key: '2200935' })).toEqual({ ...RECORD, from: 'network' });
    expect(network.calls).toBe(2);
  });
});
