// @vitest-environment node
// The curator review of gene class symbol submissions (000 §6, 001 §6): curators alone list them and see their
// comments; approve, change-then-approve and reject; an approved symbol is registered and the gene symbol search
// (the browse table) answers it at once; a decision can be undone, the submission pending again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../accounts/accountServer.testSupport';
import { startSymbolServer, type SymbolTestServer } from '../geneClassSymbols/symbolServer.testSupport';
import { ALREADY_PENDING, RECORD_GONE, TAKEN_SINCE } from '../geneClassSymbols/review';
import { CURATORS_ONLY } from '../geneClassSymbols/session';

let server: SymbolTestServer;
let member: Client;
let curator: Client;
beforeAll(async () => {
  server = await startSymbolServer();
  member = await server.as('researcher');
  curator = await server.as('curator');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

interface Submission {
  id: number;
  geneClassSymbol: string;
  status: string;
  recordKey: string | null;
  comments?: { text: string | null; loci: unknown[]; publications: unknown[] };
  rejectionReason?: string | null;
}

const COMMENT = 'Curators: the allele is in our 2024 preprint.';
/** The records the submissions cite, as the records name them (the form's own text for them is not taken). */
const LHY_LOCUS = { id: '2200950', name: 'AT1G01060', symbol: 'LHY' };
const LHY_PAPER = {
  id: '501700100',
  title: 'The late elongated hypocotyl mutation of Arabidopsis disrupts circadian rhythms and the photoperiodic control of flowering.',
  year: 1998,
};

async function submitted(geneClassSymbol: string, changes: Record<string, unknown> = {}): Promise<Submission> {
  const response = await member.post('/api/gene_class_symbol/updateGeneSymbolClass', {
    geneClassSymbol,
    symbolType: 'mutant',
    fullName: `${geneClassSymbol} ROOT WAVE`,
    phenotypeClass: 'root development',
    numberOfAssociatedLoci: 1,
    comments: {
      text: COMMENT,
      // As the pickers' rows give them; the names are the form's and are not kept.
      loci: [{ id: LHY_LOCUS.id, name: 'AT1G01010', symbol: 'NAC001' }],
      publications: [{ id: LHY_PAPER.id, title: 'A demo study of roots', year: 2024 }],
    },
    ...changes,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { submission: Submission }).submission;
}

const decide = (client: Client, id: number, body: unknown) => client.post(`/api/gene_class_symbol/submissions/${id}/decision`, body);

interface BrowseDoc {
  id: string;
  symbol: string;
  full_name: string;
  type: string;
  status: string;
  reference: { id: string; name: string } | null;
  contact: { id: string; name: string } | null;
  submitted: string;
}

async function browseDocs(symbol: string): Promise<BrowseDoc[]> {
  const response = await server.anonymous().post('/api/search/genesymbol', {
    searchTerms: [{ search_type: 'symbol', search_method: 'exactly', search_input: symbol }],
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { docs: BrowseDoc[] }).docs;
}

describe('who may review', () => {
  it('refuses members with 403 and anonymous visitors with 401', async () => {
    const { id } = await submitted('RWA');
    for (const [method, path, body] of [
      ['GET', '/api/gene_class_symbol/submissions', undefined],
      ['GET', `/api/gene_class_symbol/submissions/${id}`, undefined],
      ['POST', `/api/gene_class_symbol/submissions/${id}/decision`, { decision: 'approve' }],
      ['POST', `/api/gene_class_symbol/submissions/${id}/reopen`, {}],
    ] as const) {
      const asMember = await member.fetch(path, { method, ...(body ? { json: body } : {}) });
      expect(asMember.status).toBe(403);
      expect(await asMember.json()).toEqual({ error: CURATORS_ONLY });
      expect((await server.anonymous().fetch(path, { method, ...(body ? { json: body } : {}) })).status).toBe(401);
    }
  });
});

describe('GET /api/gene_class_symbol/submissions', () => {
  // The order and the status filter are rules of the store (server/store/symbolStores.test.ts).
  it('lists submissions with their comments by status, and refuses an unknown one', async () => {
    const rejected = await submitted('RWC');
    expect((await decide(curator, rejected.id, { decision: 'reject', reason: 'Duplicate of an existing class.' })).status).toBe(200);
    const { submissions } = (await (await curator.get('/api/gene_class_symbol/submissions?status=rejected')).json()) as { submissions: Submission[] };
    expect(submissions.find((one) => one.id === rejected.id)?.comments?.text).toBe(COMMENT);
    expect(submissions.every((one) => one.status === 'rejected')).toBe(true);
    const bad = await curator.get('/api/gene_class_symbol/submissions?status=maybe');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'status' });
  });

  it('answers one submission, and 404 for none', async () => {
    const { id } = await submitted('RWD');
    expect(await (await curator.get(`/api/gene_class_symbol/submissions/${id}`)).json()).toMatchObject({ id, geneClassSymbol: 'RWD', comments: { text: COMMENT } });
    expect((await curator.get('/api/gene_class_symbol/submissions/999999')).status).toBe(404);
    expect((await curator.get('/api/gene_class_symbol/submissions/abc')).status).toBe(400);
  });
});

describe('what the curator is shown of a submission', () => {
  const curatorView = async (id: number) =>
    (await (await curator.get(`/api/gene_class_symbol/submissions/${id}`)).json()) as Submission & { submitterInfo: Record<string, unknown>; communityId: number };

  it('the submitter is the logged-in member as their account names them, whatever the form says', async () => {
    const forged = { firstName: 'Tanya', lastName: 'Berardini', email: 'curator@arabidopsis.org', institution: 'TAIR' };
    const { id } = await submitted('RWN', { submitterInfo: forged, communityId: 1345791 });
    const shown = await curatorView(id);
    expect(shown).toMatchObject({
      communityId: 1501415858,
      submitterInfo: {
        firstName: 'Daniel',
        lastName: 'Okafor',
        email: 'd.okafor@example.org',
        institution: 'Carnegie Institution for Science, Department of Plant Biology',
      },
    });
    const list = await (await curator.get('/api/gene_class_symbol/submissions')).text();
    expect(list).not.toMatch(/Berardini|curator@arabidopsis\.org/);
    // Approved, the symbol's record names the same person as its contact.
    const approved = ((await (await decide(curator, id, { decision: 'approve' })).json()) as { submission: Submission }).submission;
    expect(approved.status).toBe('approved');
    expect((await browseDocs('RWN'))[0]?.contact).toEqual({ id: '1501415858', name: 'Daniel Okafor' });
  });

  it('a cited publication is named by its record, and one that names no record is refused naming the field', async () => {
    const { id } = await submitted('RWO', {
      comments: { text: null, loci: [{ id: LHY_LOCUS.id }], publications: [{ id: LHY_PAPER.id, title: 'A paper by Tanya Berardini, curator', year: 2026 }] },
    });
    expect((await curatorView(id)).comments).toEqual({ text: null, loci: [LHY_LOCUS], publications: [LHY_PAPER] });
    const unknown = await member.post('/api/gene_class_symbol/updateGeneSymbolClass', {
      geneClassSymbol: 'RWP',
      symbolType: 'gene_product',
      fullName: 'RWP ROOT WAVE',
      numberOfAssociatedLoci: 1,
      comments: { text: null, loci: [], publications: [{ id: LHY_PAPER.id }, { id: '424242', title: 'Made up' }] },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'No publication has the id 424242.', field: 'comments.publications.1.id' });
    expect(await (await member.get('/api/gene_class_symbol/search?geneClassSymbol=RWP')).json()).toEqual([]);
  });
});

describe('comments are for curators only', () => {
  it('no member-facing call answers them, before or after approval', async () => {
    const submission = await submitted('RWE');
    expect(JSON.stringify(submission)).not.toContain(COMMENT);
    const check = await (await member.get('/api/gene_class_symbol/search?geneClassSymbol=RWE')).text();
    expect(check).not.toContain(COMMENT);
    const approved = ((await (await decide(curator, submission.id, { decision: 'approve' })).json()) as { submission: Submission }).submission;
    const detail = await (await server.anonymous().get(`/api/detail/genesymbol?key=${approved.recordKey}`)).text();
    expect(detail).toContain('RWE ROOT WAVE');
    expect(detail).not.toContain(COMMENT);
    expect(JSON.stringify(await browseDocs('RWE'))).not.toContain(COMMENT);
  });
});

describe('POST /api/gene_class_symbol/submissions/{id}/decision', () => {
  it('approve: the symbol is registered and the gene symbol search answers it with status, reference, contact and date', async () => {
    const submission = await submitted('RWF');
    expect(await browseDocs('RWF')).toEqual([]);
    const response = await decide(curator, submission.id, { decision: 'approve' });
    expect(response.status).toBe(200);
    const approved = ((await response.json()) as { submission: Submission & { reviewedBy: number } }).submission;
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 1501420010, recordKey: expect.any(String) });
    const [doc, ...others] = await browseDocs('RWF');
    expect(others).toEqual([]);
    expect(doc).toEqual({
      id: approved.recordKey,
      symbol: 'RWF',
      full_name: 'RWF ROOT WAVE',
      type: 'T',
      status: 'approved',
      reference: { id: LHY_PAPER.id, name: LHY_PAPER.title },
      contact: { id: '1501415858', name: 'Daniel Okafor' },
      submitted: new Date().toISOString().slice(0, 10),
    });
    // The browse table asks for every symbol: the total counts the new one.
    const all = (await (await server.anonymous().post('/api/search/genesymbol', {})).json()) as { total: number; docs: BrowseDoc[] };
    expect(all.docs.map((one) => one.symbol)).toContain('RWF');
    expect(all.total).toBe(all.docs.length);
    // And the symbol is now taken as a registered one.
    expect(await (await member.get('/api/gene_class_symbol/search?geneClassSymbol=RWF')).json()).toEqual([
      { geneClassSymbol: 'RWF', fullName: 'RWF ROOT WAVE', status: 'approved', source: 'registered' },
    ]);
  });

  it('approve: a second symbol with a full name the index already holds is found too', async () => {
    const first = await submitted('RWL', { fullName: 'SHARED ROOT NAME' });
    const second = await submitted('RWM', { fullName: 'SHARED ROOT NAME' });
    await decide(curator, first.id, { decision: 'approve' });
    await decide(curator, second.id, { decision: 'approve' });
    const response = await server.anonymous().post('/api/search/genesymbol', {
      searchTerms: [{ search_type: 'full_name', search_method: 'exactly', search_input: 'shared root name' }],
    });
    expect(((await response.json()) as { docs: BrowseDoc[] }).docs.map((doc) => doc.symbol)).toEqual(['RWL', 'RWM']);
  });

  it('change: the curator’s edits are applied, checked, then approved', async () => {
    const submission = await submitted('RWG');
    const refused = await decide(curator, submission.id, { decision: 'change', changes: { geneClassSymbol: 'ATRW' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".',
      field: 'changes.geneClassSymbol',
    });
    const noClass = await decide(curator, submission.id, { decision: 'change', changes: { phenotypeClass: '' } });
    expect(await noClass.json()).toMatchObject({ field: 'changes.phenotypeClass' });
    const response = await decide(curator, submission.id, {
      decision: 'change',
      changes: { geneClassSymbol: 'rwh', fullName: 'ROOT WAVE H', symbolType: 'gene_product' },
    });
    expect(response.status).toBe(200);
    const changed = ((await response.json()) as { submission: Submission & { phenotypeClass: string | null } }).submission;
    expect(changed).toMatchObject({ geneClassSymbol: 'RWH', status: 'approved', phenotypeClass: null });
    expect(await browseDocs('RWG')).toEqual([]);
    expect(await browseDocs('RWH')).toMatchObject([{ symbol: 'RWH', full_name: 'ROOT WAVE H', type: 'F' }]);
  });

  it('reject: needs a reason, keeps it, and the symbol is free again and not in the search', async () => {
    const submission = await submitted('RWJ');
    const noReason = await decide(curator, submission.id, { decision: 'reject', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({ error: 'A reason is required.', field: 'reason' });
    const response = await decide(curator, submission.id, { decision: 'reject', reason: 'Symbol names a known gene family.' });
    expect(((await response.json()) as { submission: Submission }).submission).toMatchObject({ status: 'rejected', rejectionReason: 'Symbol names a known gene family.' });
    expect(await browseDocs('RWJ')).toEqual([]);
    expect(await (await member.get('/api/gene_class_symbol/search?geneClassSymbol=RWJ')).json()).toEqual([]);
  });

  it('a decided submission cannot be decided again; bad decisions are 400s', async () => {
    const submission = await submitted('RWK');
    await decide(curator, submission.id, { decision: 'approve' });
    const again = await decide(curator, submission.id, { decision: 'reject', reason: 'Too late.' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This submission has already been approved.' });
    const bad = await decide(curator, submission.id, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'decision' });
    expect((await decide(curator, 999999, { decision: 'approve' })).status).toBe(404);
  });
});

describe('POST /api/gene_class_symbol/submissions/{id}/reopen', () => {
  const reopen = (id: number | string) => curator.post(`/api/gene_class_symbol/submissions/${id}/reopen`, {});
  const symbolCheck = async (symbol: string) => (await member.get(`/api/gene_class_symbol/search?geneClassSymbol=${symbol}`)).json();

  it('undoes an approval: pending again, the symbol no longer registered nor in the search, and it can be decided anew', async () => {
    const submission = await submitted('RXA');
    const approved = ((await (await decide(curator, submission.id, { decision: 'approve' })).json()) as { submission: Submission }).submission;
    expect(await browseDocs('RXA')).toHaveLength(1);
    const response = await reopen(submission.id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { submission: Submission }).submission).toMatchObject({ status: 'pending', recordKey: null, reviewedAt: null });
    expect(await browseDocs('RXA')).toEqual([]);
    expect((await server.anonymous().get(`/api/detail/genesymbol?key=${approved.recordKey}`)).status).toBe(404);
    expect(await symbolCheck('RXA')).toEqual([{ geneClassSymbol: 'RXA', fullName: 'RXA ROOT WAVE', status: 'pending', source: 'submission' }]);
    expect((await decide(curator, submission.id, { decision: 'reject', reason: 'Reconsidered.' })).status).toBe(200);
  });

  it('undoes a rejection: pending again, the reason forgotten', async () => {
    const submission = await submitted('RXB');
    await decide(curator, submission.id, { decision: 'reject', reason: 'Too hasty.' });
    const response = await reopen(submission.id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { submission: Submission }).submission).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('refuses a rejection whose symbol was submitted again since, and changes nothing', async () => {
    const first = await submitted('RXC');
    await decide(curator, first.id, { decision: 'reject', reason: 'Incomplete.' });
    await submitted('RXC');
    const response = await reopen(first.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: TAKEN_SINCE, field: 'geneClassSymbol' });
    expect(((await (await curator.get(`/api/gene_class_symbol/submissions/${first.id}`)).json()) as Submission).status).toBe('rejected');
  });

  it('refuses an approval whose record is gone, in one transaction that leaves it approved', async () => {
    const submission = await submitted('RXD');
    const approved = ((await (await decide(curator, submission.id, { decision: 'approve' })).json()) as { submission: Submission }).submission;
    server.app.db.prepare("DELETE FROM records WHERE type = 'genesymbol' AND id = ?").run(approved.recordKey);
    const response = await reopen(submission.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: RECORD_GONE });
    expect(((await (await curator.get(`/api/gene_class_symbol/submissions/${submission.id}`)).json()) as Submission).status).toBe('approved');
  });

  it('refuses a pending submission (409), an unknown one (404) and a bad id (400)', async () => {
    const { id } = await submitted('RXE');
    const pending = await reopen(id);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toEqual({ error: ALREADY_PENDING });
    expect((await reopen(999999)).status).toBe(404);
    expect(await (await reopen('abc')).json()).toEqual({ error: 'id must be a submission id.', field: 'id' });
  });
});
