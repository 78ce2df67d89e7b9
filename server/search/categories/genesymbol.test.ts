// The gene symbol category (the browse table of 002 §2.1): docs from demo symbols and POST /api/search/genesymbol.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { GeneSymbolResponse } from '../../../schemas/geneSymbol';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { geneSymbolDoc } from './genesymbol';

describe('gene symbol docs', () => {
  it('carry the symbol, full name, type, status, contact and submission date', () => {
    const demo = demoDataset.genesymbol!.find((one) => one.name === 'LHY')!;
    expect(geneSymbolDoc('6401001', demo.record as GeneSymbolResponse)).toEqual({
      id: '6401001',
      symbol: 'LHY',
      full_name: 'LATE ELONGATED HYPOCOTYL',
      type: 'T',
      status: 'approved',
      reference: null,
      contact: { id: '1345791', name: 'Tanya Berardini' },
      submitted: '2006-04-11',
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/genesymbol on $name', (driver) => {
  const server = useSearchServer(driver);

  it('answers every symbol in symbol order', async () => {
    const answer = await server.search<{ symbol: string }>('genesymbol', { rowsLimit: 10000 });
    expect(answer.body.total).toBe(demoDataset.genesymbol!.length);
    const symbols = answer.body.docs.map((doc) => doc.symbol);
    expect(symbols).toEqual([...symbols].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('narrows by symbol or full name', async () => {
    expect(await server.ids('genesymbol', { searchTerms: [{ search_type: 'full_name', search_method: 'starts_with', search_input: 'flowering locus' }] })).toEqual([
      '6401005',
      '6401004',
    ]);
  });
});
