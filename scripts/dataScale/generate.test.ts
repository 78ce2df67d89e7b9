// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { recordSchemas } from '../../schemas';
import { publicationSchema } from '../../schemas/publication';
import { buildServer } from '../../server/app';
import { tempDir, type TempDir } from '../../server/testing';
import { generateScaleDataset, type GeneratedCounts } from './generate';
import type { ScaleCounts } from './plan';

const TINY: ScaleCounts = { loci: 60, geneModels: 90, publications: 150, annotations: 700, currentYearPublications: 20, transposonFamilies: 12 };
/** A fixed seeding date: the current-year publications are of 2031, modified in the weeks before 18 March. */
const SEED_DATE = '2031-03-18';

// Every type the dataset holds, with the schema the front end parses its detail response with.
const schemaByType: Record<string, z.ZodMiniType> = { ...recordSchemas, publication: publicationSchema };

interface Row {
  type: string;
  id: string;
  name: string | null;
  accession: string | null;
  body: string;
}

// The parts of the records the cross-reference checks read.
interface LocusBody {
  name: string;
  locusId: number;
  repGene: { geneId: number; name: string };
  otherGenes: { geneId: number; name: string }[];
  proteinSequences: { tairObjectId: number; name: string }[];
  publications: { referenceId: number; locusNames: string[] }[];
  annotationGroups: { category: string; annotations: { reference_id?: number; keyword: string }[] }[];
}
interface GeneBody {
  name: string;
  locusName: string;
  locusId: number;
  geneModelType: string;
  proteinData: { tairObjectId: number; name: string }[];
}
interface ProteinBody {
  name: string;
  associatedGenes: { geneId: number; name: string; associatedLocus: { name: string; locusId: number } }[];
}
interface PublicationBody {
  referenceId: number;
  annotationCount: number;
  publicationYear: number;
  dateLastModified: string;
  loci: { name: string; locusId: number }[];
}
interface TransposonFamilyBody {
  transposonFamilyName: string;
  superFamilyName: string;
  associatedTransposons: { name: string; transposonId: number; chromosome: string; start: number; end: number }[];
}
interface GeneSymbolBody {
  symbol: string;
  descriptiveSymbol: string;
  status: string;
  associatedLocis: { locusName: string; locusId: number }[];
  attributions: { attributionType: string; communityId: number; attributionDate: string }[];
  publications: { referenceId: number; name: string }[];
}

function readRows(file: string): Row[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], Row>('SELECT type, id, name, accession, body FROM records ORDER BY type, id').all();
  } finally {
    db.close();
  }
}

describe('the full-scale dataset generator, at a tiny scale', () => {
  let temp: TempDir;
  let rows: Row[];
  let written: GeneratedCounts;
  const bodies = <T>(type: string) => rows.filter((row) => row.type === type).map((row) => JSON.parse(row.body) as T);

  beforeAll(() => {
    temp = tempDir('scale-data-');
    written = generateScaleDataset({ file: temp.file('first.sqlite'), counts: TINY, seedDate: SEED_DATE, batchSize: 37 });
    rows = readRows(temp.file('first.sqlite'));
  });

  afterAll(() => temp?.remove());

  it('writes the same rows on every run with the same seed', () => {
    generateScaleDataset({ file: temp.file('second.sqlite'), counts: TINY, seedDate: SEED_DATE, batchSize: 1_000 });
    expect(readRows(temp.file('second.sqlite'))).toEqual(rows);
  });

  it('writes different data for a different seed', () => {
    generateScaleDataset({ file: temp.file('other-seed.sqlite'), counts: TINY, seedDate: SEED_DATE, seed: 7 });
    const other = readRows(temp.file('other-seed.sqlite'));
    expect(other.length).toBeGreaterThan(0);
    expect(other.map((row) => row.body)).not.toEqual(rows.map((row) => row.body));
  });

  it('writes the numbers of loci, gene models, publications and annotations asked for, and a protein per coding gene model', () => {
    const countOf = (type: string) => rows.filter((row) => row.type === type).length;
    expect(countOf('locus')).toBe(TINY.loci);
    expect(countOf('gene')).toBe(TINY.geneModels);
    expect(countOf('publication')).toBe(TINY.publications);
    const annotations = bodies<LocusBody>('locus').reduce((sum, locus) => sum + locus.annotationGroups.reduce((n, group) => n + group.annotations.length, 0), 0);
    expect(annotations).toBe(TINY.annotations);
    const coding = bodies<GeneBody>('gene').filter((gene) => gene.geneModelType === 'protein_coding').length;
    expect(coding).toBeGreaterThan(0);
    expect(countOf('protein')).toBe(coding);
    const symbols = bodies<LocusBody & { symbols: unknown[] }>('locus').filter((locus) => locus.symbols.length > 0).length;
    const elements = bodies<TransposonFamilyBody>('transposonfamily').reduce((sum, family) => sum + family.associatedTransposons.length, 0);
    expect(written).toEqual({ ...TINY, proteins: coding, geneSymbols: symbols, transposonElements: elements });
    expect(countOf('transposonfamily')).toBe(TINY.transposonFamilies);
    expect(countOf('genesymbol')).toBe(symbols);
  });

  it('writes only records that pass the front end’s schema for their type', () => {
    for (const row of rows) {
      const schema = schemaByType[row.type];
      expect(schema, row.type).toBeDefined();
      const result = z.safeParse(schema!, JSON.parse(row.body));
      expect(result.success ? [] : result.error.issues, `${row.type} ${row.id}`).toEqual([]);
    }
  });

  it('names loci AT[1-5CM]G plus five digits, once each, on all seven chromosomes', () => {
    const names = bodies<LocusBody>('locus').map((locus) => locus.name);
    for (const name of names) expect(name).toMatch(/^AT[1-5CM]G\d{5}$/);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map((name) => name[2]))).toEqual(new Set(['1', '2', '3', '4', '5', 'C', 'M']));
  });

  it('names the gene models of each locus .1, .2 … (one to three), once each, and stores names upper-cased for lookup', () => {
    const genes = bodies<GeneBody>('gene');
    expect(new Set(genes.map((gene) => gene.name)).size).toBe(genes.length);
    const modelsByLocus = new Map<string, string[]>();
    for (const gene of genes) {
      expect(gene.name).toMatch(/^AT[1-5CM]G\d{5}\.[1-3]$/);
      expect(gene.name.startsWith(`${gene.locusName}.`)).toBe(true);
      modelsByLocus.set(gene.locusName, [...(modelsByLocus.get(gene.locusName) ?? []), gene.name]);
    }
    for (const [locusName, models] of modelsByLocus) {
      expect(models.sort()).toEqual(models.map((_, index) => `${locusName}.${index + 1}`));
    }
    expect(modelsByLocus.size).toBe(TINY.loci);
    for (const row of rows) if (row.name !== null) expect(row.name).toBe(row.name.toUpperCase());
  });

  it('resolves every cross reference: gene → locus, protein → gene and locus, locus → gene models, proteins and publications', () => {
    const byKey = (type: string) => new Map(rows.filter((row) => row.type === type).map((row) => [row.id, JSON.parse(row.body) as unknown]));
    const loci = byKey('locus') as Map<string, LocusBody>;
    const genes = byKey('gene') as Map<string, GeneBody>;
    const proteins = byKey('protein') as Map<string, ProteinBody>;
    const publications = byKey('publication') as Map<string, PublicationBody>;

    for (const gene of genes.values()) {
      expect(loci.get(String(gene.locusId))?.name).toBe(gene.locusName);
      for (const protein of gene.proteinData) expect(proteins.get(String(protein.tairObjectId))?.name).toBe(protein.name);
    }
    for (const protein of proteins.values()) {
      expect(protein.associatedGenes).toHaveLength(1);
      const [{ geneId, name, associatedLocus }] = protein.associatedGenes as [ProteinBody['associatedGenes'][number]];
      expect(genes.get(String(geneId))?.name).toBe(name);
      expect(loci.get(String(associatedLocus.locusId))?.name).toBe(associatedLocus.name);
    }
    let citations = 0;
    for (const locus of loci.values()) {
      for (const model of [locus.repGene, ...locus.otherGenes]) expect(genes.get(String(model.geneId))?.name).toBe(model.name);
      for (const protein of locus.proteinSequences) expect(proteins.get(String(protein.tairObjectId))?.name).toBe(protein.name);
      const cited = new Set(locus.publications.map((publication) => publication.referenceId));
      for (const summary of locus.publications) {
        const publication = publications.get(String(summary.referenceId));
        expect(publication?.loci.map((entry) => entry.name)).toContain(locus.name);
        expect(summary.locusNames).toContain(locus.name);
      }
      for (const group of locus.annotationGroups) {
        for (const annotation of group.annotations) {
          if (annotation.reference_id === undefined) continue;
          expect(cited.has(annotation.reference_id)).toBe(true);
          citations += 1;
        }
      }
    }
    expect(citations).toBeGreaterThan(0);
    let counted = 0;
    for (const publication of publications.values()) {
      counted += publication.annotationCount;
      for (const entry of publication.loci) expect(loci.get(String(entry.locusId))?.name).toBe(entry.name);
    }
    // Each publication counts exactly the annotations that cite it.
    expect(counted).toBe(citations);
  });

  it('dates the current-year publications in the seeding year, modified within the 45 days before the seeding date; the others are older', () => {
    const publications = bodies<PublicationBody>('publication');
    const current = publications.filter((publication) => publication.publicationYear === 2031);
    expect(current).toHaveLength(TINY.currentYearPublications);
    for (const publication of current) expect(publication.dateLastModified >= '2031-02-01' && publication.dateLastModified <= SEED_DATE).toBe(true);
    expect(new Set(current.map((publication) => publication.dateLastModified)).size).toBeGreaterThan(5);
    for (const publication of publications) if (publication.publicationYear !== 2031) expect(publication.publicationYear).toBeLessThanOrEqual(2024);
  });

  it('writes transposon families with their super families and elements, each element named once across families', () => {
    const families = bodies<TransposonFamilyBody>('transposonfamily');
    expect(new Set(families.map((family) => family.transposonFamilyName)).size).toBe(families.length);
    const elements = families.flatMap((family) => family.associatedTransposons);
    expect(new Set(elements.map((element) => element.name)).size).toBe(elements.length);
    expect(new Set(elements.map((element) => element.transposonId)).size).toBe(elements.length);
    for (const family of families) {
      expect(family.superFamilyName).toMatch(/^(LTR|LINE|SINE|DNA|RC)/);
      expect(family.associatedTransposons.length).toBeGreaterThan(0);
    }
    for (const element of elements) {
      expect(element.name).toMatch(new RegExp(`^AT${element.chromosome}TE\\d{5}$`));
      expect(element.end).toBeGreaterThan(element.start);
    }
  });

  it('writes a gene class symbol for every locus symbol, naming that locus, a registering member and date, and a publication about the locus', () => {
    const loci = new Map(bodies<LocusBody & { symbols: { name: string }[] }>('locus').map((locus) => [locus.locusId, locus]));
    const publications = new Map(bodies<PublicationBody>('publication').map((publication) => [publication.referenceId, publication]));
    const symbols = bodies<GeneSymbolBody>('genesymbol');
    expect(symbols.length).toBeGreaterThan(0);
    for (const symbol of symbols) {
      const [associated] = symbol.associatedLocis;
      const locus = loci.get(associated!.locusId);
      expect(locus?.symbols.map((one) => one.name)).toEqual([symbol.symbol]);
      expect(['approved', 'pending']).toContain(symbol.status);
      expect(symbol.attributions[0]).toMatchObject({ attributionType: 'registered by' });
      expect(symbol.attributions[0]!.attributionDate < SEED_DATE).toBe(true);
      for (const reference of symbol.publications) expect(publications.get(reference.referenceId)?.loci.map((one) => one.name)).toContain(locus!.name);
    }
  });

  it('answers the browse calls with the families, the symbols and the current-year publications', async () => {
    const app = buildServer({ databaseFile: temp.file('first.sqlite') });
    try {
      const post = async (category: string, payload: object) =>
        (await app.inject({ method: 'POST', url: `/api/search/${category}`, payload })).json<{ docs: Record<string, unknown>[] }>().docs;
      const families = await post('transposonfamily', {});
      expect(families).toHaveLength(TINY.transposonFamilies);
      expect(families.every((family) => Number(family.num_elements) > 0)).toBe(true);
      const symbols = await post('genesymbol', {});
      expect(symbols).toHaveLength(rows.filter((row) => row.type === 'genesymbol').length);
      expect(symbols.some((symbol) => symbol.reference && symbol.contact && symbol.submitted)).toBe(true);
      const recent = await post('publication', { searchTerms: [{ year_from: 2031 }, { year_to: 2031 }], rowsLimit: 10_000 });
      expect(recent).toHaveLength(TINY.currentYearPublications);
      expect(recent.every((publication) => typeof publication.date_last_modified === 'string')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses to write into a database that already holds records', () => {
    expect(() => generateScaleDataset({ file: temp.file('first.sqlite'), counts: TINY })).toThrow(/already holds records/);
  });

  it('refuses counts that cannot be laid out', () => {
    const file = temp.file('impossible.sqlite');
    expect(() => generateScaleDataset({ file, counts: { ...TINY, geneModels: TINY.loci * 4 } })).toThrow(/one to 3 gene models/);
    expect(() => generateScaleDataset({ file, counts: { ...TINY, geneModels: TINY.loci - 1 } })).toThrow(/one to 3 gene models/);
    expect(() => generateScaleDataset({ file, counts: { ...TINY, currentYearPublications: TINY.publications + 1 } })).toThrow(/more than the 150 publications/);
    expect(() => generateScaleDataset({ file, counts: { ...TINY, transposonFamilies: 301 } })).toThrow(/At most 300 transposon families/);
  });

  it('is served by the API: a generated locus by key, by name and by accession', async () => {
    const [row] = rows.filter((candidate) => candidate.type === 'locus');
    const app = buildServer({ databaseFile: temp.file('first.sqlite') });
    try {
      const byKey = await app.inject({ method: 'GET', url: `/api/detail/locus?key=${row!.id}` });
      expect(byKey.statusCode).toBe(200);
      expect(byKey.json()).toEqual(JSON.parse(row!.body));
      const name = (JSON.parse(row!.body) as LocusBody).name;
      expect((await app.inject({ method: 'GET', url: `/api/detail/locus/name?name=${name.toLowerCase()}` })).json()).toEqual({ data: row!.id });
      expect((await app.inject({ method: 'GET', url: `/api/detail/locus/accession?accession=Locus:${row!.id}` })).json()).toEqual({ data: row!.id });
    } finally {
      await app.close();
    }
  });
});
