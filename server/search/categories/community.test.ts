// The community category: person and organization docs, and POST /api/search/community on a seeded server.
import { describe, expect, it } from 'vitest';
import { demoDataset } from '../../../data';
import type { OrganizationResponse } from '../../../schemas/organization';
import type { PersonResponse } from '../../../schemas/person';
import { STORE_DRIVERS } from '../../db/storeDrivers.testSupport';
import { useSearchServer } from './searchServer.testSupport';
import { organizationDoc, personDoc } from './community';

describe('community docs', () => {
  it('a person doc names the person, institution, state and country', () => {
    const demo = demoDataset.person!.find((one) => one.key === 1501415858)!;
    expect(personDoc('1501415858', demo.record as PersonResponse)).toEqual({
      id: '1501415858',
      type: 'person',
      name: 'Daniel Okafor',
      first_name: 'Daniel',
      last_name: 'Okafor',
      institution: 'Carnegie Institution for Science, Department of Plant Biology',
      state: 'CA',
      country: 'United States',
    });
  });

  it('an organization doc names it with its city, state and country', () => {
    const demo = demoDataset.organization!.find((one) => one.key === 1501000104)!;
    expect(organizationDoc('1501000104', demo.record as OrganizationResponse)).toEqual({
      id: '1501000104',
      type: 'organization',
      name: 'Nottingham Arabidopsis Stock Centre',
      city: 'Loughborough',
      state: 'Leicestershire',
      country: 'United Kingdom',
    });
  });
});

describe.each(STORE_DRIVERS)('POST /api/search/community on $name', (driver) => {
  const server = useSearchServer(driver);
  const ids = (payload: object) => server.ids('community', payload);

  it('answers people and organizations', async () => {
    const answer = await server.search<{ type: string }>('community', {});
    expect(answer.body.total).toBe(demoDataset.person!.length + demoDataset.organization!.length);
    expect(new Set(answer.body.docs.map((doc) => doc.type))).toEqual(new Set(['person', 'organization']));
  });

  it('last name (an organization’s name), first name, each with its method', async () => {
    expect(await ids({ searchTerms: [{ last_name_method: 'exactly', last_name_input: 'okafor' }] })).toEqual(['1501415858']);
    expect(await ids({ searchTerms: [{ last_name_method: 'contains', last_name_input: 'stock' }] })).toEqual(['1501000104']);
    expect(await ids({ searchTerms: [{ first_name_method: 'starts_with', first_name_input: 'Pr' }] })).toEqual(['1501420020']);
  });

  it('a row with only a method is ignored', async () => {
    const all = (await server.search('community', {})).body.total;
    expect((await server.search('community', { searchTerms: [{ last_name_method: 'contains' }, { email_method: 'exactly', email_input: '' }] })).body.total).toBe(all);
  });

  it('e-mail finds only people who show their address', async () => {
    expect(await ids({ searchTerms: [{ email_method: 'exactly', email_input: 'd.okafor@example.org' }] })).toEqual(['1501415858']);
    expect(await ids({ searchTerms: [{ email_method: 'exactly', email_input: 'p.raman@example.org' }] })).toEqual([]);
  });

  it('state, region outside the US and country', async () => {
    expect(await ids({ searchTerms: [{ search_state: 'OH' }] })).toEqual(expect.arrayContaining(['1501000102', '1501420010', '1501420040']));
    expect(await ids({ searchTerms: [{ state_outside_input: 'leicester' }] })).toEqual(['1501000104']);
    const british = await server.search<{ id: string; country: string }>('community', { searchTerms: [{ search_country_select: 'united kingdom' }] });
    expect(british.body.docs.map((doc) => doc.id)).toEqual(expect.arrayContaining(['1501000107', '1501000104']));
    expect(new Set(british.body.docs.map((doc) => doc.country))).toEqual(new Set(['United Kingdom']));
    const elsewhere = await server.search<{ country: string }>('community', { searchTerms: [{ search_country_select: ['Japan', 'Canada'] }] });
    expect(new Set(elsewhere.body.docs.map((doc) => doc.country))).toEqual(new Set(['Japan', 'Canada']));
  });

  it('an unknown key or method is a 400 naming the field', async () => {
    expect((await server.search('community', { searchTerms: [{ email: 'x' }] })).body).toMatchObject({ error: true, field: 'searchTerms.0.email' });
    expect((await server.search('community', { searchTerms: [{ last_name_method: 'is', last_name_input: 'x' }] })).body).toMatchObject({
      field: 'searchTerms.0.last_name_method',
    });
  });
});
