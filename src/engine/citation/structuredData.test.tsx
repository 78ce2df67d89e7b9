import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RecordTypeConfigData } from '../config/format';
import { recordFacts } from './recordFacts';
import { RecordStructuredData } from './RecordStructuredData';
import { CONFORMS_TO } from './schemaOrgTypes';
import { jsonLdText, structuredData } from './structuredData';

const URL = 'https://portal.example/locus?key=2200935';

const config = (structured: RecordTypeConfigData['structuredData']): RecordTypeConfigData => ({
  type: 'locus',
  apiType: 'locus',
  route: '/locus',
  lookups: { key: true },
  title: { text: 'Gene: {name}' },
  structuredData: structured,
  sections: [{ id: 'summary', label: 'Summary', fields: [{ kind: 'text', label: 'Locus', path: 'name' }] }],
});

const locusConfig = config({ type: 'Gene', name: '{name}', identifier: 'Locus:{tairObjectId}', description: '{repGene.description}' });
const locus = { name: 'AT1G01010', tairObjectId: 2200935, repGene: { description: 'NAC domain containing protein 1' } };

const describeAs = (structured: RecordTypeConfigData['structuredData'], record: object) => structuredData(recordFacts(config(structured), record), URL);

describe('the JSON-LD of a record', () => {
  it('describes a locus as a Bioschemas Gene with the profile’s minimum properties', () => {
    expect(structuredData(recordFacts(locusConfig, locus), URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Gene',
      '@id': URL,
      [CONFORMS_TO]: { '@id': 'https://bioschemas.org/profiles/Gene/1.0-RELEASE' },
      identifier: 'Locus:2200935',
      name: 'AT1G01010',
      url: URL,
      mainEntityOfPage: URL,
      description: 'NAC domain containing protein 1',
    });
  });

  it('claims the Protein profile for a protein, with identifier and name', () => {
    const data = describeAs({ type: 'Protein', name: '{name}', identifier: '{tairAccession}' }, { name: 'AT1G01010.1', tairAccession: 'AASequence:1009117474' });
    expect(data).toMatchObject({
      '@type': 'Protein',
      [CONFORMS_TO]: { '@id': 'https://bioschemas.org/profiles/Protein/0.11-RELEASE' },
      identifier: 'AASequence:1009117474',
      name: 'AT1G01010.1',
    });
  });

  it('gives a Person the name, description and mainEntityOfPage the Person profile asks for, even with no description configured', () => {
    const data = describeAs({ type: 'Person', name: '{firstName} {lastName}' }, { firstName: 'Daniel', lastName: 'Okafor' });
    expect(data).toMatchObject({ '@type': 'Person', name: 'Daniel Okafor', mainEntityOfPage: URL });
    expect(data.description).toMatch(/, a record of The Arabidopsis Information Resource \(TAIR\)$/);
    expect(data[CONFORMS_TO]).toEqual({ '@id': 'https://bioschemas.org/profiles/Person/0.3-DRAFT' });
  });

  it('falls back to the stable URL as identifier when the record has no accession', () => {
    const data = describeAs({ type: 'ScholarlyArticle', name: '{title}', identifier: ['doi:{doi}', 'pmid:{pubmedId}'] }, { title: 'A study' });
    expect(data.identifier).toBe(URL);
  });

  it('takes the first identifier template whose values are all there', () => {
    const data = describeAs({ type: 'ScholarlyArticle', name: '{title}', identifier: ['doi:{doi}', 'pmid:{pubmedId}'] }, { title: 'A study', pubmedId: 21798944 });
    expect(data.identifier).toBe('pmid:21798944');
  });

  it('claims no profile for an organization or another record type', () => {
    expect(describeAs({ type: 'Organization', name: '{name}' }, { name: 'ABRC' })).not.toHaveProperty([CONFORMS_TO]);
    expect(describeAs({ type: 'Thing', name: '{name}' }, { name: 'AT1TE12295' })).toMatchObject({ '@type': 'Thing', name: 'AT1TE12295', identifier: URL, url: URL });
  });

  it('adds configured properties, leaving out empty ones, but never lets them replace a required one', () => {
    const data = describeAs(
      { type: 'Person', name: '{lastName}', properties: { sameAs: 'https://orcid.org/{orcidId}', givenName: '{firstName}', name: 'Someone else' } },
      { lastName: 'Raman', orcidId: '' },
    );
    expect(data.name).toBe('Raman');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('givenName');
  });

  it('describes a record type without a structuredData config as a Thing named by its heading', () => {
    expect(structuredData(recordFacts(config(undefined), locus), URL)).toMatchObject({ '@type': 'Thing', name: 'Gene: AT1G01010', identifier: URL });
  });
});

describe('the JSON-LD script element', () => {
  const hostile = { ...locus, name: 'AT1G01010</script><script>window.hacked = true</script><!--' };

  it('escapes < > and & so record text cannot close the element', () => {
    const text = jsonLdText({ name: hostile.name, note: 'a & b' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: hostile.name, note: 'a & b' });
  });

  it('renders one data block whose JSON reads back the hostile name whole', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/locus?key=2200935']}>
          <RecordStructuredData config={locusConfig} record={hostile} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(scripts[0]?.innerHTML).not.toContain('</script');
    const data = JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
    expect(data.name).toBe(hostile.name);
    expect(data['@id']).toBe(`${window.location.origin}/locus?key=2200935`);
  });

  it('points at the key the name lookup found when the page was opened by name', () => {
    const client = new QueryClient();
    client.setQueryData(['lookup', 'locus', 'name', 'AT1G01010'], '2200935');
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/locus?name=at1g01010#summary']}>
          <RecordStructuredData config={{ ...locusConfig, lookups: { key: true, name: { upperCase: true } } }} record={locus} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const data = JSON.parse(container.querySelector('script')?.textContent ?? '') as Record<string, unknown>;
    expect(data.url).toBe(`${window.location.origin}/locus?key=2200935`);
  });
});
