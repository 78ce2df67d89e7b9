// The germplasm category: docs from demo lines, and POST /api/search/germplasm on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { GermplasmResponse } from '../../../schemas/germplasm';
import type { LocusResponse } from '../../../schemas/locus';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { germplasmDoc } from './germplasm';

describe('germplasm docs', () => {
  it('carry type, species, background, stock numbers, and the loci and alleles of the line', () => {
    const demo = demoDataset.germplasm!.find((one) => one.key === 4690016)!;
    expect(germplasmDoc('4690016', demo.record as GermplasmResponse)).toEqual({
      id: '4690016',
      name: 'ap1-1',
      type: 'Individual Line',
      species: 'Arabidopsis thaliana',
      background_ecotypes: ['Ler-0'],
      stock_numbers: ['CS28'],
      loci: [{ id: '2032266', name: 'AT1G69120' }],
      polymorphisms: [{ id: '4500906', name: 'ap1-1' }],
      description: 'Homozygous ap1-1 mutant in the Ler-0 background.',
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/germplasm on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('germplasm', payload);
  const row = (search_type: string, search_method: string, search_input: string) => ({ search_type, search_method, search_input });

  it('term rows search by name, stock number, locus and gene', async () => {
    expect(await ids({ searchTerms: [row('name', 'exactly', 'AP1-1')] })).toEqual(['4690016']);
    expect(await ids({ searchTerms: [row('stock_number', 'starts_with', 'cs937')] })).toEqual(['4690015', '4690011']);
    expect(await ids({ searchTerms: [row('locus_name', 'exactly', 'AT1G69120')] })).toContain('4690016');
    expect(await ids({ searchTerms: [row('name', 'contains', 'EMS line 000')] })).toHaveLength(9);
  });

  it('germplasm type rows (any is no restriction) and the species row', async () => {
    expect(await ids({ searchType: [{ type_search_by: 'set_of_lines' }] })).toEqual(['4690100']);
    const all = (await server.search('germplasm', {})).body.total;
    expect((await server.search('germplasm', { searchType: [{ type_search_by: 'any' }] })).body.total).toBe(all);
    expect((await server.search('germplasm', { searchTerms: [{ species_search_by: 'Arabidopsis thaliana' }] })).body.total).toBe(all);
    expect(await ids({ searchTerms: [{ species_search_by: 'Arabidopsis lyrata' }] })).toEqual([]);
  });

  it('allele rows match the allele in the zygosity the line carries it in', async () => {
    expect(await ids({ searchAlleles: [row('homozygous', 'exactly', 'ap1-1')] })).toEqual(['4690016']);
    expect(await ids({ searchAlleles: [row('any', 'exactly', 'ap1-1')] })).toEqual(['4690016']);
    expect(await ids({ searchAlleles: [row('heterozygous', 'exactly', 'ap1-1')] })).toEqual([]);
    // The form drops 'any' before sending: a row without a zygosity finds the allele in any.
    expect(await ids({ searchAlleles: [{ search_method: 'exactly', search_input: 'ap1-1' }] })).toEqual(['4690016']);
  });

  it('features: background accession, mutagen, insertion, transgene, ploidy, stock', async () => {
    const cvi = await ids({ restrictByFeatures: [{ background_ecotype: 'Cvi-0' }] });
    expect(cvi).toContain('4690005');
    const tdnaInWs = await ids({ restrictByFeatures: [{ mutagen: 'T-DNA', background_ecotype: ['Ws-2'] }] });
    expect(tdnaInWs).toContain('4690015');
    expect(tdnaInWs).not.toContain('4690003');
    expect(await ids({ restrictByFeatures: [{ insertionTypes: 'transposon' }] })).toContain('4680029');
    expect(await ids({ restrictByFeatures: [{ isTransgenic: true, constructTypes: ['Gene Trap'] }] })).not.toContain('4690001');
    expect(await ids({ restrictByFeatures: [{ cc_ploidy: 'not_2n' }] })).toEqual([]);
    const unstocked = await ids({ restrictByFeatures: [{ isAbrcStock: true }] });
    expect(unstocked).toContain('4690001');
    expect(unstocked).not.toContain('4700001');
  });

  it('map location by the chromosomes of the alleles’ loci', async () => {
    const onTwo = await ids({ mapLocation: [{ chromosome: '2' }] });
    expect(onTwo).toContain('4690015');
    expect(onTwo).not.toContain('4690016');
  });

  it('map location with a range: lines whose alleles\' loci overlap it (the loci\'s AGI positions)', async () => {
    const flc = demoDataset.locus!.find((one) => one.name === 'AT5G10140')!.record as LocusResponse;
    const [start, end] = [flc.spanStartPosition!, flc.spanEndPosition!];
    const flc3 = '4690014';
    expect(await ids({ mapLocation: [{ chromosome: '5', low_range: start - 1000, high_range: end + 1000 }] })).toContain(flc3);
    // Overlap is enough: a range holding only the locus's last base pair.
    expect(await ids({ mapLocation: [{ chromosome: '5', low_range: end, high_range: end + 5000 }] })).toContain(flc3);
    expect(await ids({ mapLocation: [{ chromosome: '5', low_range: end + 1, high_range: end + 5000 }] })).not.toContain(flc3);
    expect(await ids({ mapLocation: [{ chromosome: '4', low_range: start, high_range: end }] })).not.toContain(flc3);

    // The first 100 kb of chromosome 1: every line found has an allele in a locus there, and they are some of the
    // chromosome's lines.
    const head = await server.search<{ id: string; loci: { id: string }[] }>('germplasm', { mapLocation: [{ chromosome: '1', low_range: 1, high_range: 100_000 }] });
    expect(head.body.total).toBeGreaterThan(0);
    const lociThere = new Set(
      demoDataset.locus!.filter((one) => {
        const locus = one.record as LocusResponse;
        return String(locus.chromosome) === '1' && locus.spanStartPosition! <= 100_000;
      }).map((one) => String(one.key)),
    );
    for (const doc of head.body.docs) expect(doc.loci.some((locus) => lociThere.has(locus.id)), doc.id).toBe(true);
    const onOne = await ids({ mapLocation: [{ chromosome: '1' }] });
    expect(onOne).toEqual(expect.arrayContaining(head.body.docs.map((doc) => doc.id)));
    expect(onOne.length).toBeGreaterThan(head.body.total);

    // Rows are alternatives: the FLC range or the first 100 kb of chromosome 1.
    const either = await ids({ mapLocation: [{ chromosome: '1', low_range: 1, high_range: 100_000 }, { chromosome: '5', low_range: start, high_range: end }] });
    expect(either.sort()).toEqual([...head.body.docs.map((doc) => doc.id), flc3].sort());
  });

  it('bad payloads are 400s naming the field', async () => {
    for (const [payload, field] of [
      [{ searchType: [{ type_search_by: 'clone' }] }, 'searchType.0.type_search_by'],
      [{ searchAlleles: [row('trizygous', 'exactly', 'x')] }, 'searchAlleles.0.search_type'],
      [{ restrictByFeatures: [{ cc_ploidy: '4n' }] }, 'restrictByFeatures.0.cc_ploidy'],
      [{ restrictByFeatures: [{ hasImages: 'T' }] }, 'restrictByFeatures.0.hasImages'],
    ] as const) {
      const answer = await server.search('germplasm', payload);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: true, field });
    }
  });
});
