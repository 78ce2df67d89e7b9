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

const TINY: ScaleCounts = { loci: 60, geneModels: 90, publications: 150, annotations: 700 };

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
  loci: { name: string; locusId: number }[];
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
    written = generateScaleDataset({ file: temp.file('first.sqlite'), counts: TINY, batchSize: 37 });
    rows = readRows(temp.file('first.sqlite'));
  });

  afterAll(() => temp?.remove());

  it('writes the same rows on every run with the same seed', () => {
    generateScaleDataset({ file: temp.file('second.sqlite'), counts: TINY, batchSize: 1_000 });
    expect(readRows(temp.file('second.sqlite'))).toEqual(rows);
  });

  it('writes different data for a different seed', () => {
    generateScaleDataset({ file: temp.file('other-seed.sqlite'), counts: TINY, seed: 7 });
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
    expect(written).toEqual({ ...TINY, proteins: coding });
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

  it('refuses to write into a database that already holds records', () => {
    expect(() => generateScaleDataset({ file: temp.file('first.sqlite'), counts: TINY })).toThrow(/already holds records/);
  });

  it('refuses counts that cannot be laid out', () => {
    const file = temp.file('impossible.sqlite');
    expect(() => generateScaleDataset({ file, counts: { ...TINY, geneModels: TINY.loci * 4 } })).toThrow(/one to 3 gene models/);
    expect(() => generateScaleDataset({ file, counts: { ...TINY, geneModels: TINY.loci - 1 } })).toThrow(/one to 3 gene models/);
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
