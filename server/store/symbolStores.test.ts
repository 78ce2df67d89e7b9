// Gene class symbol registration and review on each store: submissions stored and listed, one living submission per
// symbol, an approval registering the symbol under a fresh key that search finds at once, a curator's change or
// rejection, an approval undone withdrawing its record, and keys that stay distinct when approvals come at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SYMBOL_KEY } from '../geneClassSymbols/registry';
import { symbolRegistration } from '../geneClassSymbols/registration';
import { SYMBOL_TAKEN, symbolReview } from '../geneClassSymbols/review';
import type { NewSubmission, PublicSubmission } from '../geneClassSymbols/submissionStore';
import { submissionStore } from '../geneClassSymbols/submissionStore';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';

const SUBMITTER = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.org', institution: 'Seed Lab' };
const SUBMITTER_ID = 1501500007;
const CURATOR_ID = 1501420010;
/** A symbol of the dataset, under a key after the first key of approved symbols. */
const DATASET_KEY = FIRST_SYMBOL_KEY + 4;

const submission = (geneClassSymbol: string): NewSubmission => ({
  geneClassSymbol,
  symbolType: 'mutant',
  fullName: `${geneClassSymbol} ROOT WAVE`,
  phenotypeClass: 'root development',
  additionalDetails: null,
  numberOfAssociatedLoci: 1,
  comments: { text: 'For curators.', loci: [{ id: '2200950', name: 'AT1G01060', symbol: 'LHY' }], publications: [] },
});

describe.each(STORE_DRIVERS)('gene class symbols on $name', (driver) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await driver.open();
    await store.insertRecords([
      {
        type: 'genesymbol',
        id: String(DATASET_KEY),
        name: 'LFY',
        accession: null,
        body: JSON.stringify({ symbol: 'LFY', descriptiveSymbol: 'LEAFY', status: 'approved', hasMutantPhenotype: 'T' }),
      },
    ]);
    await store.buildSearchIndex();
  });
  afterAll(() => store.close());

  const registration = () => symbolRegistration(store.portal);
  const review = () => symbolReview(store.portal);
  const submissions = () => submissionStore(store.portal.stores.symbols);
  const submit = async (symbol: string) => (await registration().submit(submission(symbol), SUBMITTER_ID, SUBMITTER))!;
  const approve = async (id: number) => {
    const outcome = await review().decide(id, { decision: 'approve' }, CURATOR_ID);
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.submission;
  };
  const searchedSymbols = async (key: string) => {
    const { docs } = await store.search.search({ category: 'genesymbol', criteria: [{ kind: 'idIn', ids: [key] }], limit: 5 });
    return docs.map((doc) => (JSON.parse(doc) as { symbol: string }).symbol);
  };

  it('stores a submission pending, with its comments for curators, and lists submissions by status, pending first', async () => {
    const pending: PublicSubmission = await submit('QA');
    expect(pending).toMatchObject({ geneClassSymbol: 'QA', status: 'pending', recordKey: null });
    expect(pending.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.stringify(pending)).not.toContain('For curators.');
    const rejected = await submit('QB');
    expect((await review().decide(rejected.id, { decision: 'reject', reason: 'Duplicate.' }, CURATOR_ID)).ok).toBe(true);
    const shown = (await submissions().curatorView(pending.id))!;
    expect(shown).toMatchObject({ communityId: SUBMITTER_ID, submitterInfo: SUBMITTER, comments: submission('QA').comments });
    expect((await submissions().list('rejected')).map((one) => one.geneClassSymbol)).toContain('QB');
    expect((await submissions().list('rejected')).every((one) => one.status === 'rejected')).toBe(true);
    const all = (await submissions().list('all')).map((one) => one.status);
    expect(all.indexOf('rejected')).toBeGreaterThan(all.lastIndexOf('pending'));
  });

  it('keeps one living submission per symbol: a pending or registered symbol is refused, a rejected one is free', async () => {
    const first = await submit('QC');
    expect(await registration().submit(submission('QC'), SUBMITTER_ID + 1, SUBMITTER)).toBeNull();
    expect(await registration().submit(submission('LFY'), SUBMITTER_ID, SUBMITTER)).toBeNull();
    await review().decide(first.id, { decision: 'reject', reason: 'Incomplete.' }, CURATOR_ID);
    expect(await registration().existing('QC')).toEqual([]);
    expect(await registration().submit(submission('QC'), SUBMITTER_ID, SUBMITTER)).toMatchObject({ status: 'pending' });
  });

  it('approving registers the symbol under a key after every key in use, and search finds it at once', async () => {
    const approved = await approve((await submit('QD')).id);
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: CURATOR_ID });
    expect(Number(approved.recordKey)).toBeGreaterThan(DATASET_KEY);
    const key = approved.recordKey!;
    expect(JSON.parse((await store.portal.stores.records.body('genesymbol', key))!)).toMatchObject({
      symbol: 'QD',
      descriptiveSymbol: 'QD ROOT WAVE',
      associatedLocis: [{ locusName: 'AT1G01060', locusId: '2200950' }],
      attributions: [{ attributionType: 'registered by', communityId: SUBMITTER_ID, firstName: 'Ada', lastName: 'Okafor' }],
    });
    expect(await searchedSymbols(key)).toEqual(['QD']);
    expect(await registration().existing('QD')).toEqual([{ geneClassSymbol: 'QD', fullName: 'QD ROOT WAVE', status: 'approved', source: 'registered' }]);
    const next = await approve((await submit('QE')).id);
    expect(Number(next.recordKey)).toBe(Number(key) + 1);
  });

  it('a change approves the changed fields unless the new symbol is taken; a rejection keeps its reason', async () => {
    const { id } = await submit('QF');
    expect(await review().decide(id, { decision: 'change', changes: { geneClassSymbol: 'LFY' } }, CURATOR_ID)).toEqual({
      ok: false,
      status: 409,
      error: SYMBOL_TAKEN,
      field: 'geneClassSymbol',
    });
    expect((await submissions().curatorView(id))?.status).toBe('pending');
    const changed = await review().decide(id, { decision: 'change', changes: { geneClassSymbol: 'QG', symbolType: 'gene_product' } }, CURATOR_ID);
    expect(changed).toMatchObject({ ok: true, submission: { geneClassSymbol: 'QG', symbolType: 'gene_product', phenotypeClass: null, status: 'approved' } });
    const key = changed.ok ? changed.submission.recordKey! : '';
    expect(await searchedSymbols(key)).toEqual(['QG']);
    expect(await registration().existing('QF')).toEqual([]);

    const rejected = await review().decide((await submit('QH')).id, { decision: 'reject', reason: 'Names a known family.' }, CURATOR_ID);
    expect(rejected).toMatchObject({ ok: true, submission: { status: 'rejected', rejectionReason: 'Names a known family.', reviewedBy: CURATOR_ID } });
  });

  it('reopening an approval withdraws its record from the records and the search, the submission pending again', async () => {
    const approved = await approve((await submit('QJ')).id);
    const key = approved.recordKey!;
    const reopened = await review().reopen(approved.id);
    expect(reopened).toMatchObject({ ok: true, submission: { status: 'pending', recordKey: null, reviewedBy: null, reviewedAt: null } });
    expect(await store.portal.stores.records.body('genesymbol', key)).toBeUndefined();
    expect(await searchedSymbols(key)).toEqual([]);
    expect(await registration().existing('QJ')).toEqual([{ geneClassSymbol: 'QJ', fullName: 'QJ ROOT WAVE', status: 'pending', source: 'submission' }]);
    expect(await review().reopen(approved.id)).toMatchObject({ ok: false, status: 409 });
  });

  it.runIf(driver.name === 'PostgreSQL')('gives approvals made at once distinct keys, and one symbol submitted at once to one member', async () => {
    const pending = await Promise.all(['QK', 'QL', 'QM', 'QN'].map(submit));
    const approved = await Promise.all(pending.map((one) => approve(one.id)));
    const keys = approved.map((one) => one.recordKey);
    expect(new Set(keys).size).toBe(4);
    for (const [index, key] of keys.entries()) expect(await searchedSymbols(key!)).toEqual([pending[index]!.geneClassSymbol]);

    const outcomes = await Promise.all([1, 2, 3].map((offset) => registration().submit(submission('QP'), SUBMITTER_ID + offset, SUBMITTER)));
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    expect(await submissions().living('QP')).toHaveLength(1);
  });
});
