// @vitest-environment node
// The genome API over the seeded demo dataset as clients use it: refusals that name the field for any input, GFF3
// that GenomeTools' validator (the installed `gt` program) accepts for a region and for the whole genome, and FASTA
// of a region equal to what the sequence service cuts for the same coordinates.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genomeFeaturesAnswerSchema } from '../../contracts/genome/features';
import { buildServer } from '../app';
import { sqliteGeneActionStore } from '../search/actions/sqliteStore';
import { seedRecords } from '../seed';
import { sequenceEntries } from '../sequences/service';
import { tempDir, type TempDir } from '../testing';

let temp: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  temp = tempDir('portal-genome-');
  app = buildServer({ databaseFile: temp.file('portal.sqlite'), searchWorkers: 0 });
  seedRecords(app.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  temp?.remove();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** gt gff3validator's verdict on the text: its exit code and what it printed. */
async function gff3Validator(text: string): Promise<{ code: number; output: string }> {
  const file = temp.file(`export-${Math.random().toString(36).slice(2)}.gff3`);
  writeFileSync(file, text);
  try {
    const { stdout, stderr } = await promisify(execFile)('gt', ['gff3validator', file]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('GET /api/genome/features', () => {
  it('answers the features of a track in the shape of the contract', async () => {
    const response = await get('/api/genome/features?region=Chr1:3631..5899&track=genes');
    expect(response.statusCode).toBe(200);
    const answer = genomeFeaturesAnswerSchema.parse(response.json());
    expect(answer.region).toEqual({ chromosome: 'Chr1', start: 3631, end: 5899 });
    expect(answer.features.map((feature) => feature.name)).toEqual(['AT1G01010']);
  });

  it.each([
    ['no region', '?track=genes', 'region', 'Give a region such as Chr1:3631..5899.'],
    ['an unknown chromosome', '?track=genes&region=Chr9:1..10', 'region', 'There is no chromosome "Chr9"; the chromosomes are Chr1 to Chr5, ChrC and ChrM.'],
    ['position 0', '?track=genes&region=Chr1:0..10', 'region', 'Positions are whole numbers from 1.'],
    ['a region past the end', '?track=genes&region=ChrC:200000..300000', 'region', 'ChrC ends at 154478; the region starts after it.'],
    ['a wider region than answered', '?track=genes&region=Chr1:1..5000001', 'region', 'The region is 5,000,001 bases long; at most 5,000,000 are answered at once.'],
    ['a whole chromosome 1', '?track=genes&region=Chr1', 'region', 'The region is 30,427,671 bases long; at most 5,000,000 are answered at once.'],
    ['SQL', "?track=genes&region=Chr1:1..10'%3B%20DROP%20TABLE%20records", 'region', expect.stringContaining('is not a region')],
    ['a repeated region', '?track=genes&region=Chr1:1..10&region=Chr1:1..20', 'region', 'Give a region such as Chr1:3631..5899.'],
    ['a huge position', '?track=genes&region=Chr1:99999999999999999999..1', 'region', 'Positions are whole numbers from 1.'],
    ['control characters', '?track=genes&region=%00%1F%7F', 'region', expect.stringContaining('There is no chromosome')],
    ['no track', '?region=Chr1:1..10', 'track', 'Give a track: one of genes, markers, polymorphisms, transposons, clones.'],
    ['an unknown track', '?region=Chr1:1..10&track=__proto__', 'track', 'Give a track: one of genes, markers, polymorphisms, transposons, clones.'],
    ['a repeated track', '?region=Chr1:1..10&track=genes&track=markers', 'track', 'Give a track: one of genes, markers, polymorphisms, transposons, clones.'],
  ])('refuses %s with a 400 naming the field', async (_case, query, field, error) => {
    const response = await get(`/api/genome/features${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field, error });
  });
});

describe('GET /api/genome/features.gff3', () => {
  it('writes GFF3 of Chr1:1..100000 that gt gff3validator accepts, named after the region', async () => {
    const response = await get('/api/genome/features.gff3?region=Chr1:1..100000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/x-gff3; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="TAIR10_Chr1_1-100000.gff3"');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['##gff-version 3', '##sequence-region Chr1 1 30427671']);
    expect(lines).toContain('Chr1\tTAIR10\tgene\t3631\t5899\t.\t+\t.\tID=locus:AT1G01010;Name=AT1G01010');
    expect(lines).toContain('Chr1\tTAIR10\tCDS\t3996\t4276\t.\t+\t2\tID=CDS:AT1G01010.1:2;Name=AT1G01010.1;Parent=model:AT1G01010.1');
    expect(await gff3Validator(response.body)).toEqual({ code: 0, output: expect.stringContaining('input is valid GFF3') });
  });

  it('writes the whole genome without a region, and gt gff3validator accepts it', async () => {
    const response = await get('/api/genome/features.gff3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="TAIR10.gff3"');
    const genes = response.body.split('\n').filter((line) => line.split('\t')[2] === 'gene');
    expect(genes.length).toBeGreaterThan(300);
    expect(new Set(genes).size).toBe(genes.length);
    expect(await gff3Validator(response.body)).toEqual({ code: 0, output: expect.stringContaining('input is valid GFF3') });
  });

  it('refuses a bad region with a 400 naming it', async () => {
    const response = await get('/api/genome/features.gff3?region=Chr1:1..x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'region' });
  });
});

describe('GET /api/genome/sequence.fasta', () => {
  it("answers the region's bases, 60 to a line, as the sequence service cuts the locus at the same coordinates", async () => {
    const response = await get('/api/genome/sequence.fasta?region=Chr1:3631..5899');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="TAIR10_Chr1_3631-5899.fasta"');
    const [header, ...lines] = response.body.trimEnd().split('\n');
    expect(header).toBe('>Chr1:3631..5899 | TAIR10 demo genome | Chr1:3631-5899 FORWARD LENGTH=2269');
    expect(lines.slice(0, -1).every((line) => line.length === 60)).toBe(true);
    const [locus] = await sequenceEntries(sqliteGeneActionStore(app.db), {
      ids: { kind: 'locus', values: ['AT1G01010'] },
      source: 'araport11_genomic_locus',
      format: 'one_per_locus',
    });
    expect(locus?.range).toEqual([3631, 5899]);
    expect(lines.join('')).toBe(locus!.sequence);
  });

  it('refuses a region wider than a megabase', async () => {
    const response = await get('/api/genome/sequence.fasta?region=Chr1:1..1000001');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field: 'region', error: 'The region is 1,000,001 bases long; at most 1,000,000 are answered at once.' });
  });
});
