// The DNA category: docs built from real demo clones and vectors, and POST /api/search/dna on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { CloneResponse } from '../../../schemas/clone';
import type { VectorResponse } from '../../../schemas/vector';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { cloneDoc, vectorDoc } from './dna';

const record = (type: string, name: string) => demoDataset[type]!.find((demo) => demo.name === name)!;

describe('dna docs', () => {
  it('a clone doc names its vector type, insert, locus link and GenBank accessions', () => {
    const demo = record('clone', 'RAFL09-17-B20');
    expect(cloneDoc(String(demo.key), demo.record as CloneResponse)).toEqual({
      id: '5001001',
      type: 'clone',
      name: 'RAFL09-17-B20',
      vector_type: null,
      insert_type: 'cDNA',
      loci: [{ id: '2200935', name: 'AT1G01010' }],
      genbank_accessions: ['AY087844'],
      chromosome: '1',
      description: 'full-length cDNA of AT1G01010.1',
    });
  });

  it('a vector doc has its type and description and no loci', () => {
    const demo = record('vector', 'pBIN19');
    const doc = vectorDoc(String(demo.key), demo.record as VectorResponse);
    expect(doc).toMatchObject({ id: '6001001', type: 'vector', name: 'pBIN19', vector_type: 'binary vector', loci: [], genbank_accessions: [] });
    expect(doc.description).toMatch(/^Binary vector/);
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/dna on $name', (driver) => {
  const server = useSearchServer(driver);
  const clone = (payload: object) => server.ids('dna', { category: 'clone', ...payload });
  const vector = (payload: object) => server.ids('dna', { category: 'vector', ...payload });
  const row = (search_type: string, search_method: string, search_input: string) => ({ search_type, search_method, search_input });

  it('without criteria answers every clone, or every vector: the category chooses the record type', async () => {
    const clones = await server.search<{ type: string }>('dna', { category: 'clone' });
    expect(clones.body.total).toBe(demoDataset.clone!.length);
    expect(new Set(clones.body.docs.map((doc) => doc.type))).toEqual(new Set(['clone']));
    const vectors = await server.search<{ type: string }>('dna', { category: 'vector' });
    expect(vectors.body.total).toBe(demoDataset.vector!.length);
    expect(new Set(vectors.body.docs.map((doc) => doc.type))).toEqual(new Set(['vector']));
  });

  it('clone rows search by name or alias with each method, without case', async () => {
    expect(await clone({ searchTerms: [row('name', 'exactly', 't25k16')] })).toEqual(['5001003']);
    expect(await clone({ searchTerms: [row('name', 'starts_with', 'RAFL')] })).toEqual(['5001005', '5001001']);
    expect(await clone({ searchTerms: [row('name', 'contains', '17-B2')] })).toEqual(['5001001']);
    expect(await clone({ searchTerms: [row('name', 'exact', 'PDA01234')] })).toEqual(['5001001']);
  });

  it('clone rows search by locus name, gene name and GenBank accession; rows combine with AND', async () => {
    expect(await clone({ searchTerms: [row('locus_name', 'exactly', 'AT1G01010')] })).toEqual(expect.arrayContaining(['5001001', '5001002']));
    expect(await clone({ searchTerms: [row('gene_name', 'exactly', 'AT1G01060.1')] })).toEqual(['5001004']);
    expect(await clone({ searchTerms: [row('genbank_accession', 'exactly', 'bt001234')] })).toEqual(['5001002']);
    expect(await clone({ searchTerms: [row('locus_name', 'exactly', 'AT1G01010'), row('name', 'starts_with', 'U09')] })).toEqual(['5001002']);
    expect(await clone({ searchTerms: [row('genbank_gi', 'exactly', '1')] })).toEqual([]);
  });

  it('clone rows search by the GenBank gi numbers of the clone\'s sequences', async () => {
    expect(await clone({ searchTerms: [row('genbank_gi', 'exactly', '999000101')] })).toEqual(['5001001']);
    expect(await clone({ searchTerms: [row('genbank_gi', 'starts_with', '9990001')] })).toEqual(['5001001', '5001002']);
    expect(await clone({ searchTerms: [row('genbank_gi', 'contains', '000102')] })).toEqual(['5001002']);
    // A gi number is not an accession.
    expect(await clone({ searchTerms: [row('genbank_accession', 'exactly', '999000101')] })).toEqual([]);
  });

  it('clone features: the type of the clone\'s end reads (T7, SP6)', async () => {
    expect(await clone({ restrictByFeatures: [{ cloneend_type: 'T7' }] })).toEqual(['5001004', '5001003']);
    expect(await clone({ restrictByFeatures: [{ cloneend_type: 'sp6' }] })).toEqual(['5001003']);
    expect(await clone({ restrictByFeatures: [{ cloneend_type: ['SP6', 'T7'], vector_type: 'BAC vector' }] })).toEqual(['5001004', '5001003']);
    expect(await clone({ restrictByFeatures: [{ cloneend_type: 'any' }] })).toHaveLength(demoDataset.clone!.length);
  });

  it('a row with empty or blank input is ignored', async () => {
    expect(await clone({ searchTerms: [row('name', 'contains', '  '), row('name', 'exactly', 'F22L4')] })).toEqual(['5001004']);
  });

  it('clone features: vector type, insert type, other features', async () => {
    expect(await clone({ restrictByFeatures: [{ vector_type: 'BAC vector' }] })).toEqual(['5001004', '5001003']);
    expect(await clone({ restrictByFeatures: [{ insert_type: ['ORF', 'cDNA'] }] })).toEqual(expect.arrayContaining(['5001001', '5001002']));
    expect(await clone({ restrictByFeatures: [{ insert_type: 'any' }] })).toHaveLength(demoDataset.clone!.length);
    expect(await clone({ restrictByFeatures: [{ other_features: ['full_length'] }] })).toEqual(['5001001', '5001002']);
  });

  it('clone map locations: a chromosome, several rows (any of them), or a range nothing overlaps', async () => {
    const onOne = await clone({ mapLocation: [{ chromosome: '1' }] });
    expect(onOne).toEqual(expect.arrayContaining(['5001001', '5001002', '5001003', '5001004', '5001005']));
    expect(await clone({ mapLocation: [{ chromosome: 'M' }] })).toEqual([]);
    expect(await clone({ mapLocation: [{ chromosome: 'M' }, { chromosome: 1 }] })).toEqual(onOne);
    expect(await clone({ mapLocation: [{ chromosome: '1', low_range: 1, high_range: 10 }] })).toEqual([]);
  });

  it('vector rows search by name; vector features by type and stock', async () => {
    expect(await vector({ searchTerms: [row('name', 'starts_with', 'pBeloBAC')] })).toEqual(['6001009', '6001008']);
    expect(await vector({ restrictByFeatures: [{ vector_type: 'plasmid' }] })).toEqual(['6001010']);
    expect(await vector({ restrictByFeatures: [{ vector_type: 'binary vector', other_features: 'has_image' }] })).toEqual(['6001001']);
  });

  it('the swapped rows of the other category are refused with the field named', async () => {
    const locusRow = await server.search('dna', { category: 'vector', searchTerms: [row('locus_name', 'exactly', 'AT1G01010')] });
    expect(locusRow.status).toBe(400);
    expect(locusRow.body).toMatchObject({ error: true, field: 'searchTerms.0.search_type' });
    const insert = await server.search('dna', { category: 'vector', restrictByFeatures: [{ insert_type: 'cDNA' }] });
    expect(insert.body).toMatchObject({ error: true, field: 'restrictByFeatures.0.insert_type' });
    const map = await server.search('dna', { category: 'vector', mapLocation: [{ chromosome: '1' }] });
    expect(map.body).toMatchObject({ error: true, field: 'mapLocation' });
  });

  it('bad payloads are 400s naming the field', async () => {
    const cases: [object, string][] = [
      [{ category: 'plasmid' }, 'category'],
      [{ category: 'clone', searchTerms: [row('name', 'fuzzy', 'x')] }, 'searchTerms.0.search_method'],
      [{ category: 'clone', searchTerms: [row('name', 'contains', 'x'.repeat(1001))] }, 'searchTerms.0.search_input'],
      [{ category: 'clone', searchTerms: Array.from({ length: 51 }, () => row('name', 'contains', 'x')) }, 'searchTerms'],
      [{ category: 'clone', mapLocation: [{ chromosome: '6' }] }, 'mapLocation.0.chromosome'],
      [{ category: 'clone', mapLocation: [{ chromosome: '1', low_range: 10, high_range: 5 }] }, 'mapLocation.0.high_range'],
      [{ category: 'clone', restrictByFeatures: [{ other_features: 'shiny' }] }, 'restrictByFeatures.0.other_features'],
    ];
    for (const [payload, field] of cases) {
      const answer = await server.search('dna', payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.body).toMatchObject({ error: true, field });
      expect(answer.body.message).toContain(field);
    }
  });
});

describe.each(STORE_DRIVERS)('general search of dna and vector on $name', (driver) => {
  const server = useSearchServer(driver);
  const general = async (category: string, searchText: string) => {
    const response = await fetch(`${server.origin()}/api/search/general`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category, searchText }),
    });
    return ((await response.json()) as { docs: { id: string; type: string }[] }).docs;
  };

  it('dna answers clones and vectors, an exact name first', async () => {
    const docs = await general('dna', 'pBeloBAC11');
    expect(docs[0]).toMatchObject({ id: '6001008', type: 'vector' });
    expect((await general('dna', 'AT1G01010')).map((doc) => doc.type)).toContain('clone');
  });

  it('vector answers vectors only', async () => {
    const docs = await general('vector', 'BAC');
    expect(docs.length).toBeGreaterThan(0);
    expect(new Set(docs.map((doc) => doc.type))).toEqual(new Set(['vector']));
  });
});
