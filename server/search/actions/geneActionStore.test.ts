// @vitest-environment node
// The gene-action store on both databases: its derived rows (migration 008) follow the locus records however and by
// whomever they are written, and its answers name records by key or name, in the order asked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../db/records';
import { STORE_DRIVERS, type OpenedStore } from '../../db/storeDrivers.testSupport';
import { openGeneActionStore } from './storeSource';

const locusBody = (name: string, start: number, keyword: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    name,
    chromosome: '2',
    spanStartPosition: start,
    spanEndPosition: start + 999,
    repGene: { name: `${name}.1`, symbol: null },
    annotationGroups: [{ category: 'GO Cellular Component', relationshipType: 'located in', annotations: [{ keyword, keywordId: 5634, evidenceCodeFull: 'IDA' }] }],
    ...extra,
  });

const locus = (id: string, name: string, start: number, keyword: string, extra?: Record<string, unknown>): RecordRow => ({
  type: 'locus',
  id,
  name,
  accession: null,
  body: locusBody(name, start, keyword, extra),
});

describe.each(STORE_DRIVERS)('the gene-action store on $name', (driver) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await driver.open();
  });
  afterEach(async () => {
    await opened.close();
  });

  const nucleus = async () =>
    (await opened.geneActions.annotations({ keywordTypes: ['comp'], keywordId: '5634', limit: 10 })).rows.map((row) => [row.locus_name, row.keyword]);
  const after = (excludeKey: string) => ({ chromosome: '2', after: 1999, excludeKey });

  it('sees loci written after its first read: inserted, changed and deleted', async () => {
    const store = opened.geneActions;
    await opened.insertRecords([locus('1', 'AT2G00010', 1000, 'nucleus')]);
    expect(await nucleus()).toEqual([['AT2G00010', 'nucleus']]);
    expect(await store.nextLoci([after('1')])).toEqual([null]);

    await opened.insertRecords([locus('2', 'AT2G00020', 5000, 'nucleus')]);
    expect(await store.nextLoci([after('1'), { chromosome: '2', after: 5000, excludeKey: '2' }])).toEqual([{ key: '2', name: 'AT2G00020', start: 5000 }, null]);
    await opened.sql(
      { sqlite: "UPDATE records SET body = ? WHERE type = 'locus' AND id = '2'", postgres: "UPDATE records SET body = $1 WHERE type = 'locus' AND id = '2'" },
      [locusBody('AT2G00020', 5000, 'cell nucleus')],
    );
    await opened.sql({ sqlite: "DELETE FROM records WHERE type = 'locus' AND id = '1'", postgres: "DELETE FROM records WHERE type = 'locus' AND id = '1'" });
    expect(await nucleus()).toEqual([['AT2G00020', 'cell nucleus']]);
    expect(await store.locusKeys()).toEqual(['2']);
  });

  it('sees loci another connection wrote, and two connections bring the rows up to date at once without a loss', async () => {
    const other = await openGeneActionStore(opened.geneActionSource);
    try {
      await opened.insertRecords(Array.from({ length: 300 }, (_, index) => locus(String(index + 1), `AT2G${String(index + 1).padStart(5, '0')}`, 1000 * (index + 1), 'nucleus')));
      const [mine, theirs] = await Promise.all([opened.geneActions.prepare(), other.store.prepare()]);
      expect(mine + theirs).toBe(300);
      expect((await other.store.locusKeys()).length).toBe(300);
      expect((await opened.geneActions.annotations({ keywordTypes: [], keywordId: '5634', limit: 1 })).total).toBe(300);
    } finally {
      await other.close();
    }
  });

  it('answers the loci of gene model names and keys, each once, in the order asked', async () => {
    await opened.insertRecords([
      locus('7', 'AT2G00070', 1, 'x'),
      locus('8', 'AT2G00080', 5000, 'x'),
      { type: 'gene', id: '70', name: 'AT2G00070.2', accession: null, body: JSON.stringify({ locusId: 7 }) },
    ]);
    const store = opened.geneActions;
    expect((await store.loci(['at2g00070.2', '7', 'AT2G00080', 'AT2G00070', 'AT2G99999'])).map((found) => found.key)).toEqual(['7', '8']);
    expect((await store.genes(['70', 'AT2G00070.2'])).map((gene) => gene.name)).toEqual(['AT2G00070.2']);
    expect((await store.genesByKey(['99', '70'])).map((gene) => gene.key)).toEqual(['70']);
    // Only the fields asked for, a missing one as null.
    expect((await store.loci(['8'], ['chromosome', 'noSuchField']))[0]?.body).toEqual({ chromosome: '2', noSuchField: null });
  });

  it('reads protein residues, keyword names, publication titles and array elements by name', async () => {
    await opened.insertRecords([
      { type: 'protein', id: '31', name: 'AT2G00070.1', accession: null, body: JSON.stringify({ sequence: 'MASK' }) },
      { type: 'protein', id: '32', name: 'AT2G00070.2', accession: null, body: JSON.stringify({}) },
      { type: 'keyword', id: '5634', name: null, accession: null, body: JSON.stringify({ summary: { kw: 'nucleus' } }) },
      { type: 'publication', id: '501', name: null, accession: null, body: JSON.stringify({ title: 'A nuclear protein' }) },
      { type: 'arrayelement', id: '245001_at', name: '245001_AT', accession: null, body: JSON.stringify({ arrayDesigns: [{ name: 'ATH1-121501' }] }) },
    ]);
    const store = opened.geneActions;
    expect(await store.proteinResidues(['31', '32', '33'])).toEqual(new Map([['31', 'MASK']]));
    expect([await store.keywordName('5634'), await store.keywordName('1')]).toEqual(['nucleus', null]);
    expect([await store.publicationTitle('501'), await store.publicationTitle('1')]).toEqual(['A nuclear protein', null]);
    expect((await store.arrayElements([' 245001_at ', 'none'], ['arrayDesigns'])).map((element) => [element.key, element.body])).toEqual([
      ['245001_at', { arrayDesigns: [{ name: 'ATH1-121501' }] }],
    ]);
  });

  it('finds annotations by locus and gene name, any case, and by publication, counting beyond the limit', async () => {
    const cites = { annotationGroups: [{ category: 'GO Biological Process', annotations: [{ keyword: 'growth', keywordId: 9, reference_id: 501, authors: 'Lee', publicationYear: 2001 }] }] };
    await opened.insertRecords([
      locus('1', 'AT2G00010', 1000, 'nucleus', { repGene: { name: 'AT2G00010.1', symbol: 'NUC_1' } }),
      locus('2', 'AT2G00020', 5000, 'nucleus', cites),
      locus('3', 'AT2G00030', 9000, 'nucleus', cites),
    ]);
    const store = opened.geneActions;
    const names = async (nameTerms: NonNullable<Parameters<typeof store.annotations>[0]['nameTerms']>) =>
      (await store.annotations({ keywordTypes: [], nameTerms, limit: 10 })).rows.map((row) => row.locus_name);
    expect(await names({ terms: [{ field: 'gene_name', method: 'contains', input: 'nuc_' }], combine: 'all' })).toEqual(['AT2G00010']);
    // `_` is a character here, not LIKE's wildcard.
    expect(await names({ terms: [{ field: 'gene_name', method: 'contains', input: 'nuc1' }], combine: 'all' })).toEqual([]);
    expect(await names({ terms: [{ field: 'locus_name', method: 'starts_with', input: 'at2g0002' }, { field: 'locus_name', method: 'exactly', input: 'at2g00030' }], combine: 'any' })).toEqual([
      'AT2G00020',
      'AT2G00030',
    ]);
    const cited = await store.annotations({ keywordTypes: [], publicationId: '501', limit: 1 });
    expect(cited.total).toBe(2);
    expect(cited.rows.map((row) => [row.locus_name, row.keyword_type, row.reference_name, row.reference_year])).toEqual([['AT2G00020', 'proc', 'Lee', 2001]]);
  });
});
