// The protein category: docs from demo proteins, and POST /api/search/protein on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { ProteinResponse } from '../../../schemas/protein';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { proteinDoc } from './protein';

describe('protein docs', () => {
  it('carry the gene model, locus link, properties, domains and UniProt ids', () => {
    const demo = demoDataset.protein!.find((one) => one.name === 'AT1G01010.1')!;
    expect(proteinDoc('1009117474', demo.record as ProteinResponse)).toEqual({
      id: '1009117474',
      name: 'AT1G01010.1',
      locus: { id: '2200935', name: 'AT1G01010' },
      // Without the locus record at hand, no symbols and the domain names as the description.
      symbols: [],
      description: 'NAC domain; NAC domain superfamily',
      // The fixture record states no class.
      structural_class: null,
      length: 429,
      mw: 49426.8,
      pi: 4.8,
      domains: ['IPR003441 NAC domain', 'IPR036093 NAC domain superfamily'],
      uniprot_ids: ['Q0WV96'],
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/protein on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('protein', payload);
  const nac = '1009117474';

  it('nameSection: locus or gene model, GenPept id; each method (starts is starts_with)', async () => {
    expect(await ids({ nameSection: { nameBy: 'exactly', nameType: 'locus', nameText: 'at1g01010' } })).toEqual([nac]);
    expect(await ids({ nameSection: { nameBy: 'exactly', nameType: 'locus', nameText: 'AT1G01020.2' } })).toEqual(['1009117481']);
    expect(await ids({ nameSection: { nameBy: 'starts', nameType: 'locus', nameText: 'AT1G0102' } })).toEqual(['1009117480', '1009117481']);
    expect(await ids({ nameSection: { nameBy: 'contains', nameType: 'locus', nameText: 'G01060' } })).toEqual(['1009117510', '1009117511']);
    expect(await ids({ nameSection: { nameBy: 'exactly', nameType: 'genPeptId', nameText: '110742030' } })).toEqual([nac]);
  });

  it('nameSection symbol: the gene symbols of the protein\'s locus, by each method', async () => {
    expect(await ids({ nameSection: { nameBy: 'exactly', nameType: 'symbol', nameText: 'nac001' } })).toEqual([nac]);
    expect(await ids({ nameSection: { nameBy: 'exactly', nameType: 'symbol', nameText: 'FLC' } })).toEqual(['1009120601', '1009120602']);
    const pprSymbols = await server.search<{ symbols: string[] }>('protein', { nameSection: { nameBy: 'starts', nameType: 'symbol', nameText: 'PPR0' } });
    expect(pprSymbols.body.total).toBeGreaterThan(10);
    for (const doc of pprSymbols.body.docs) expect(doc.symbols.some((symbol) => symbol.startsWith('PPR0'))).toBe(true);
    expect(await ids({ nameSection: { nameBy: 'contains', nameType: 'symbol', nameText: 'SYP8' } })).toEqual(['1009120801']);
    // A symbol is not a locus name, and a locus name is not a symbol.
    expect(await ids({ nameSection: { nameBy: 'exactly', nameType: 'locus', nameText: 'FLC' } })).toEqual([]);
    expect(await ids({ nameSection: { nameBy: 'exactly', nameType: 'symbol', nameText: 'AT1G01010' } })).toEqual([]);
  });

  it('the doc carries the locus\'s symbols and description', async () => {
    const [doc] = (await server.search('protein', { nameSection: { nameBy: 'exactly', nameType: 'locus', nameText: 'AT1G01010.1' } })).body.docs;
    expect(doc).toMatchObject({ symbols: ['ANAC001', 'NAC001', 'NTL10'], description: 'NAC domain containing protein 1' });
  });

  it('classType: proteins of any of the chosen structural classes', async () => {
    expect(await ids({ classType: ['h'] })).toEqual(['1009120801']);
    expect(await ids({ classType: ['f'] })).toEqual(['1009117480', '1009117481']);
    expect(await ids({ geneList: 'AT1G01010;AT1G01020;AT1G01030;AT1G01040', classType: ['b', 'f'] })).toEqual(['1009117480', '1009117481', '1009117490']);
    const allAlpha = await server.search<{ domains: string[]; structural_class: string }>('protein', { classType: ['a'] });
    expect(allAlpha.body.total).toBeGreaterThan(100);
    for (const doc of allAlpha.body.docs) expect(doc.structural_class).toBe('a');
    // No demo protein is of the α/β class.
    expect(await ids({ classType: ['c'] })).toEqual([]);
  });

  it('general search: "PPR" and "pentatricopeptide" find the PPR proteins, symbols first', async () => {
    const pprProteins = demoDataset
      .protein!.filter((one) => (one.record as ProteinResponse).domains?.some((domain) => domain.domainDetails?.interproAccession === 'IPR002885'))
      .map((one) => String(one.key))
      .sort();
    expect(pprProteins.length).toBeGreaterThan(100);
    for (const searchText of ['PPR', 'pentatricopeptide']) {
      const answer = await server.search<{ id: string; symbols: string[] }>('general', { category: 'protein', searchText });
      expect(answer.body.docs.map((doc) => doc.id).sort()).toEqual(pprProteins);
      if (searchText === 'PPR') expect(answer.body.docs[0]!.symbols[0]).toMatch(/^PPR\d+$/);
    }
  });

  it('geneList: locus ids joined by semicolons (or newlines)', async () => {
    expect(await ids({ geneList: 'AT1G01010;AT1G01030' })).toEqual([nac, '1009117490']);
    expect(await ids({ geneList: 'at1g01020.1\nAT1G01010' })).toEqual([nac, '1009117480']);
  });

  it('physioSection: length, MW in Daltons and pI ranges', async () => {
    const narrow = { geneList: 'AT1G01010;AT1G01020;AT1G01030;AT1G01040' };
    expect(await ids({ ...narrow, physioSection: [{ type: 'length', min: 300, max: 500 }] })).toEqual([nac, '1009117490']);
    expect(await ids({ ...narrow, physioSection: [{ type: 'mw', min: 200_000 }] })).toEqual(['1009117500', '1009117501']);
    expect(await ids({ ...narrow, physioSection: [{ type: 'pi', max: 5 }] })).toEqual([nac]);
    expect(await ids({ ...narrow, physioSection: [{ type: 'pi', min: 7 }, { type: 'length', max: 300 }] })).toEqual(['1009117480', '1009117481']);
  });

  it('domainSection: how many hits of a database entry, compared by <, > or =', async () => {
    expect(await ids({ domainSection: [{ type: 'domain', quant_type: '>', quant_number: 0, db_name: 'prosite_profiles', db_acc_input: 'PS51005' }] })).toContain(nac);
    expect(await ids({ domainSection: [{ quant_type: '=', quant_number: 1, db_name: 'interpro', db_acc_input: 'ipr003441' }] })).toContain(nac);
    expect(await ids({ domainSection: [{ quant_type: '>', quant_number: 1, db_name: 'interpro', db_acc_input: 'IPR003441' }] })).not.toContain(nac);
    expect(await ids({ domainSection: [{ quant_type: '>', quant_number: 0, db_name: 'pfam', db_acc_input: 'PS51005' }] })).toEqual([]);
    const withoutNac = await ids({ geneList: 'AT1G01010;AT1G01020', domainSection: [{ quant_type: '<', quant_number: 1, db_name: 'superfamily', db_acc_input: 'SSF101941' }] });
    expect(withoutNac).toEqual(['1009117480', '1009117481']);
  });

  it('a domain row without an accession asks nothing', async () => {
    const all = (await server.search('protein', {})).body.total;
    expect((await server.search('protein', { domainSection: [{ quant_type: '>', quant_number: 0, db_name: 'pfam', db_acc_input: ' ' }] })).body.total).toBe(all);
  });

  it('bad payloads are 400s naming the field', async () => {
    for (const [payload, field] of [
      [{ nameSection: { nameBy: 'exactly', nameType: 'uniprot', nameText: 'x' } }, 'nameSection.nameType'],
      [{ classType: ['z'] }, 'classType.0'],
      [{ physioSection: [{ type: 'mw', min: 'heavy' }] }, 'physioSection.0.min'],
      [{ physioSection: [{ type: 'length', min: 500, max: 100 }] }, 'physioSection.0.max'],
      [{ domainSection: [{ quant_type: '>=', quant_number: 1, db_name: 'pfam', db_acc_input: 'PF1' }] }, 'domainSection.0.quant_type'],
      [{ domainSection: [{ quant_type: '>', quant_number: 1, db_name: 'uniprot', db_acc_input: 'PF1' }] }, 'domainSection.0.db_name'],
      [{ geneList: Array.from({ length: 10_001 }, (_, index) => `AT1G${index}`).join(';') }, 'geneList'],
    ] as const) {
      const answer = await server.search('protein', payload);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: true, field });
    }
  });
});
