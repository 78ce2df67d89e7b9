// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../tests/unit/setup';
import type { LoaderFunction } from 'react-router';
import { fetchGeneFamilies, fetchGeneFamily, familyPath, submitterPath } from './geneFamilyApi';
import { geneFamilyRoutes } from './geneFamilyRoutes';

describe('gene family calls', () => {
  it('lists the families by name, whatever order the server gives', async () => {
    const names = (await fetchGeneFamilies()).map((family) => family.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names[0]).toBe('bZIP transcription factor family');
  });

  it('links a family by key and a submitter to the person or organization page', () => {
    expect(familyPath('3100008')).toBe('/browse/gene_family/3100008');
    expect(submitterPath({ type: 'person', communityId: 1345791, name: 'Tanya Berardini' })).toBe('/person?key=1345791');
    expect(submitterPath({ type: 'organization', communityId: 1501000105, name: 'MPIPZ' })).toBe('/organization?key=1501000105');
  });

  it('answers null for an unknown key, and throws on a failure or an unreadable answer', async () => {
    await expect(fetchGeneFamily('42')).resolves.toBeNull();
    server.use(http.get('*/api/browse/gene-family', () => HttpResponse.json({ name: 'no key' })));
    await expect(fetchGeneFamily('3100002')).rejects.toThrow();
    server.use(http.get('*/api/browse/gene-family', () => HttpResponse.json({ error: 'Internal server error.' }, { status: 500 })));
    await expect(fetchGeneFamily('3100002')).rejects.toThrow();
  });

  it("starts a family's call from its route's loader, before the page's code, and the page takes that answer", async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).search);
    server.events.on('request:start', listen);
    const pattern = '/browse/gene_family/:familyKey';
    const loader = geneFamilyRoutes.find((route) => route.path === pattern)!.loader as LoaderFunction;
    const url = new URL('http://localhost/browse/gene_family/3100002');
    await loader({ params: { familyKey: '3100002' }, request: new Request(url), url, pattern, context: undefined });
    await vi.waitFor(() => expect(asked).toEqual(['?key=3100002']));
    expect((await fetchGeneFamily('3100002'))?.key).toBe('3100002');
    expect(asked).toEqual(['?key=3100002']);
    server.events.removeListener('request:start', listen);
  });
});
