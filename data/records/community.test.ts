// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyGene } from './gene/fixtures/emptyGene';
import { nac001Gene } from './gene/fixtures/nac001Gene';
import { emptyLocus } from './locus/fixtures/empty';
import { lhyLocus } from './locus/fixtures/lhy';
import { nac001Locus } from './locus/fixtures/nac001';
import { obsoleteLocus } from './locus/fixtures/obsolete';
import { lineName } from './locus/fixtures/generate';
import { emptyProtein } from './protein/fixtures/emptyProtein';
import { nac001Protein } from './protein/fixtures/nac001Protein';
import type { CloneResponse } from '../../schemas/clone';
import type { GermplasmResponse } from '../../schemas/germplasm';
import type { OrganizationResponse } from '../../schemas/organization';
import type { PersonResponse } from '../../schemas/person';
import type { PublicationResponse } from '../../schemas/publication';
import { demoDataset } from '../index';
import { communityReferences } from '../references/community';
import { fixtureReferenceRanges, rosterAlleles, rosterClones, rosterEcotypes, rosterOrganizations, rosterPeople, rosterPublications } from '../roster';
import type { DemoRecord } from '../types';

/** The types this group owns: those whose links its reference extractors follow. */
const types = Object.keys(communityReferences);

const recordsOf = <T>(type: string) => (demoDataset[type] ?? []) as readonly DemoRecord<T>[];

/** The record of this type and key in the whole demo dataset (both groups). */
const findRecord = (type: string, key: string | number) => demoDataset[type]?.find((candidate) => String(candidate.key) === String(key));

const recordOf = <T>(type: string, key: string | number) => findRecord(type, key)?.record as T | undefined;

describe('community demo records', () => {
  it('has several records of every type the group owns', () => {
    for (const type of types) expect(recordsOf(type).length, type).toBeGreaterThanOrEqual(3);
  });



  it.each(['clone', 'polymorphism', 'protocol'] as const)('%s names, looked up upper-cased, are unique', (type) => {
    const names = recordsOf(type).map(({ name }) => String(name).toUpperCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(types)('every link out of a %s record leads to a record in the demo dataset', (type) => {
    const extract = communityReferences[type];
    expect(extract).toBeDefined();
    const unresolved = recordsOf(type).flatMap(({ key, record }) =>
      (extract?.(record) ?? []).filter((reference) => !findRecord(reference.type, reference.key)).map((reference) => `${type} ${key} → ${reference.type} ${reference.key}`),
    );
    expect(unresolved).toEqual([]);
  });
});

/** Every id of this group's types that a fixture names, by the field that names it (walks the whole fixture). */
function fixtureReferences(value: unknown, found: { type: string; key: string }[] = []) {
  const fieldTypes: Record<string, string> = {
    referenceId: 'publication',
    reference_id: 'publication',
    publicationId: 'publication',
    polymorphismId: 'polymorphism',
    polyId: 'polymorphism',
    cloneId: 'clone',
    communityId: 'person',
    community_id: 'person',
  };
  if (Array.isArray(value)) value.forEach((item) => fixtureReferences(item, found));
  else if (value && typeof value === 'object') {
    for (const [field, child] of Object.entries(value)) {
      const type = fieldTypes[field];
      if (type && (typeof child === 'number' || typeof child === 'string')) found.push({ type, key: String(child) });
      else fixtureReferences(child, found);
    }
  }
  return found;
}

describe('records the front end fixtures refer to', () => {
  const fixtures = [nac001Locus, lhyLocus, obsoleteLocus, emptyLocus, nac001Gene, emptyGene, nac001Protein, emptyProtein];

  it('holds every publication, polymorphism, clone and person a locus, gene or protein fixture names', () => {
    const missing = fixtures.flatMap((fixture) => fixtureReferences(fixture)).filter(({ type, key }) => !findRecord(type, key));
    expect(missing).toEqual([]);
  });

  it('holds the germplasms of the locus and gene fixtures under their keys, with the locus fixtures’ names', () => {
    const listed = [...(nac001Locus.germplasms ?? []), ...(lhyLocus.germplasms ?? [])];
    for (const line of listed) expect(recordOf<GermplasmResponse>('germplasm', line.tairObjectId ?? '')?.name).toBe(line.name);
    for (const line of nac001Gene.germplasm) expect(findRecord('germplasm', line.tairObjectId ?? '')).toBeDefined();
  });

  it('holds the roster ranges of germplasms, polymorphisms and publications, named by lineName', () => {
    const { germplasms, polymorphisms, publications, lhyGermplasm, lhyPolymorphism } = fixtureReferenceRanges;
    for (let index = 0; index < germplasms.count; index += 1) {
      expect(findRecord('germplasm', germplasms.first + index)?.name).toBe(lineName(germplasms.first - 4680000 + index));
    }
    for (let index = 0; index < polymorphisms.count; index += 1) {
      expect(findRecord('polymorphism', polymorphisms.first + index)?.name).toBe(lineName(polymorphisms.first - 4500000 + index));
    }
    for (let index = 0; index < publications.count; index += 1) expect(findRecord('publication', publications.first + index)).toBeDefined();
    expect(findRecord('germplasm', lhyGermplasm)?.name).toBe('lhy-11');
    expect(findRecord('polymorphism', lhyPolymorphism)?.name).toBe('lhy-11');
  });

  it('gives the fixtures’ generated publications the titles the locus page shows', () => {
    for (const listed of [...(nac001Locus.publications ?? []), ...(lhyLocus.publications ?? [])]) {
      expect(recordOf<PublicationResponse>('publication', listed.referenceId ?? '')?.title).toBe(listed.title);
    }
  });

  it('keeps the roster’s people, organizations, publications, clones, alleles and ecotypes with the roster’s values', () => {
    for (const person of Object.values(rosterPeople)) {
      expect(recordOf<PersonResponse>('person', person.key)).toMatchObject({
        communityId: person.key,
        firstName: person.firstName,
        lastName: person.lastName,
        orcidId: person.orcidId,
        email: person.email,
        displayEmail: person.displayEmail,
      });
    }
    for (const organization of Object.values(rosterOrganizations)) {
      expect(recordOf<OrganizationResponse>('organization', organization.key)).toMatchObject({ name: organization.name, city: organization.city, country: organization.country });
    }
    for (const publication of Object.values(rosterPublications)) {
      expect(recordOf<PublicationResponse>('publication', publication.key)).toMatchObject({ title: publication.title, pubmedId: publication.pubmedId, publicationYear: publication.year });
    }
    for (const clone of Object.values(rosterClones)) expect(findRecord('clone', clone.key)?.name).toBe(clone.name);
    for (const allele of Object.values(rosterAlleles)) {
      expect(findRecord('germplasm', allele.germplasm)?.name).toBe(allele.name);
      expect(findRecord('polymorphism', allele.polymorphism)?.name).toBe(allele.name);
    }
    for (const ecotype of Object.values(rosterEcotypes)) expect(findRecord('ecotype', ecotype.key)?.record).toMatchObject({ abbrName: ecotype.abbrevName });
  });
});

describe('edge cases the pages show', () => {
  const germplasms = recordsOf<GermplasmResponse>('germplasm').map(({ record }) => record);
  const publications = recordsOf<PublicationResponse>('publication').map(({ record }) => record);

  it('hides the STUDENT’s e-mail and gives the RESEARCHER an ORCID id', () => {
    expect(recordOf<PersonResponse>('person', rosterPeople.STUDENT.key)?.displayEmail).toBe('F');
    expect(recordOf<PersonResponse>('person', rosterPeople.RESEARCHER.key)?.orcidId).toBe('0000-0002-1825-0097');
  });

  it('lists several affiliated people at CARNEGIE, and a work phone and a fax for every organization', () => {
    const carnegie = recordOf<OrganizationResponse>('organization', rosterOrganizations.CARNEGIE.key);
    const affiliated = (carnegie?.affiliations ?? []).map((affiliation) => affiliation.personId);
    expect(affiliated).toEqual(expect.arrayContaining([rosterPeople.RESEARCHER.key, rosterPeople.STUDENT.key, rosterPeople.PI_CARNEGIE.key]));
    for (const { record } of recordsOf<OrganizationResponse>('organization')) {
      expect((record.phones ?? []).map((phone) => phone.phoneType).sort()).toEqual(['fax', 'work']);
      expect(record.address?.split('\\').length).toBeGreaterThan(1);
    }
  });

  it('has a germplasm with more progeny lines than the page shows, and each progeny line exists', () => {
    const parent = germplasms.find((line) => (line.pedigree?.progenyLines?.length ?? 0) > 1000);
    expect(parent).toBeDefined();
    for (const progeny of parent?.pedigree?.progenyLines ?? []) expect(findRecord('germplasm', progeny.tairObjectId ?? '')).toBeDefined();
  });

  it('has germplasms with an available stock and germplasms without any stock', () => {
    expect(germplasms.some((line) => line.stock?.stockAvailabilityType === 'available')).toBe(true);
    expect(germplasms.some((line) => !line.stock)).toBe(true);
  });

  it('has publications with and without annotations, and one with neither DOI nor PubMed id', () => {
    expect(publications.some((publication) => publication.annotationCount === 0)).toBe(true);
    expect(publications.some((publication) => (publication.annotationCount ?? 0) > 0)).toBe(true);
    expect(publications.some((publication) => !publication.doi && !publication.pubmedId)).toBe(true);
  });

  it('has a clone whose insert size is unknown (0)', () => {
    expect(recordsOf<CloneResponse>('clone').some(({ record }) => record.parentClone?.insertSize === 0)).toBe(true);
  });
});
