// @vitest-environment node
// The store's derived rows (migration 008) follow the locus records however they are written: a locus inserted,
// changed or deleted after the store has read is seen by its next read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { recordStore } from '../../db/records';
import { tempDir, type TempDir } from '../../testing';
import { sqliteGeneActionStore } from './sqliteStore';

const locusBody = (name: string, start: number, keyword: string) =>
  JSON.stringify({
    name,
    chromosome: '2',
    spanStartPosition: start,
    spanEndPosition: start + 999,
    repGene: { name: `${name}.1`, symbol: null },
    annotationGroups: [{ category: 'GO Cellular Component', relationshipType: 'located in', annotations: [{ keyword, keywordId: 5634, evidenceCodeFull: 'IDA' }] }],
  });

describe('the gene-action store over SQLite', () => {
  let temp: TempDir;
  let db: Db;
  beforeEach(() => {
    temp = tempDir();
    db = openDatabase(temp.file('portal.sqlite'));
  });
  afterEach(() => {
    db.close();
    temp.remove();
  });

  it('sees loci written after its first read: inserted, changed and deleted', () => {
    const records = recordStore(db);
    const store = sqliteGeneActionStore(db);
    const nucleus = () => store.annotations({ keywordTypes: ['comp'], keywordId: '5634', limit: 10 }).rows.map((row) => [row.locus_name, row.keyword]);
    records.insert({ type: 'locus', id: '1', name: 'AT2G00010', accession: null, body: locusBody('AT2G00010', 1000, 'nucleus') });
    expect(nucleus()).toEqual([['AT2G00010', 'nucleus']]);
    expect(store.nextLocus('2', 1999, '1')).toBeNull();

    records.insert({ type: 'locus', id: '2', name: 'AT2G00020', accession: null, body: locusBody('AT2G00020', 5000, 'nucleus') });
    expect(store.nextLocus('2', 1999, '1')).toEqual({ key: '2', name: 'AT2G00020', start: 5000 });
    db.prepare("UPDATE records SET body = ? WHERE type = 'locus' AND id = '2'").run(locusBody('AT2G00020', 5000, 'cell nucleus'));
    db.prepare("DELETE FROM records WHERE type = 'locus' AND id = '1'").run();
    expect(nucleus()).toEqual([['AT2G00020', 'cell nucleus']]);
    expect(store.locusKeys()).toEqual(['2']);
  });

  it('answers the loci of gene model names and keys, each once, in the order asked', () => {
    const records = recordStore(db);
    records.insert({ type: 'locus', id: '7', name: 'AT2G00070', accession: null, body: locusBody('AT2G00070', 1, 'x') });
    records.insert({ type: 'gene', id: '70', name: 'AT2G00070.2', accession: null, body: JSON.stringify({ locusId: 7 }) });
    const store = sqliteGeneActionStore(db);
    expect(store.loci(['at2g00070.2', '7', 'AT2G00070', 'AT2G99999']).map((locus) => locus.key)).toEqual(['7']);
    expect(store.genes(['70', 'AT2G00070.2']).map((gene) => gene.name)).toEqual(['AT2G00070.2']);
  });
});
