// The protocol category: docs keyed by protocol id, and POST /api/search/protocol on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { ProtocolResponse } from '../../../schemas/protocol';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { protocolDoc } from './protocol';

describe('protocol docs', () => {
  it('are keyed by the id /protocol?id= takes, with authors and keywords', () => {
    const demo = demoDataset.protocol!.find((one) => one.key === 6301001)!;
    expect(protocolDoc('6301001', demo.record as ProtocolResponse)).toMatchObject({
      id: '1001',
      title: 'Floral dip transformation of Arabidopsis',
      authors: 'Daniel Okafor, Helen Marsh',
      keywords: ['flower', 'flowering stage'],
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/protocol on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('protocol', payload);
  const row = (search_type: string, search_method: string, search_input: string) => ({ search_type, search_method, search_input });

  it('rows search by title, author and description; keyword rows by the keywords filed under', async () => {
    expect(await ids({ searchTerms: [row('title', 'starts_with', 'gus')] })).toEqual(['1004']);
    expect(await ids({ searchTerms: [row('authors', 'exactly', 'Watanabe')] })).toEqual(['1002']);
    expect(await ids({ searchTerms: [row('description', 'contains', 'agrobacterium')] })).toEqual(['1001']);
    expect(await ids({ searchTerms: [{ keywords: ['circadian rhythm'] }] })).toEqual(['1003']);
    expect(await ids({ searchTerms: [{ keywords: 'flower' }, row('authors', 'exactly', 'Raman')] })).toEqual([]);
  });

  it('an unknown search type is a 400 naming the field', async () => {
    expect((await server.search('protocol', { searchTerms: [row('usage', 'contains', 'x')] })).body).toMatchObject({ error: true, field: 'searchTerms.0.search_type' });
  });
});
