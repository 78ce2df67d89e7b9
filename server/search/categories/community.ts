// POST /api/search/community (001 §3.1 Community, §5): people and organizations by last name (an organization's
// name), first name and e-mail, each with its method, and by US state or Canadian province, region outside them
// and country. E-mail finds only people who show their address (002 §6), so a search never confirms a hidden one.
import * as z from 'zod';
import { communityPayload, type CommunityPayload, communityTermRow } from '../../../contracts/search/community';
import type { OrganizationResponse } from '../../../schemas/organization';
import type { PersonResponse } from '../../../schemas/person';
import type { CategoryModule, Criterion, IndexedDoc } from '../types';
import { anyOfCriterion, criteriaOf, listOf, selected, termsOf, textCriterion, textSortKey } from './rowCriteria';

export interface CommunityDoc {
  id: string;
  type: 'person' | 'organization';
  name: string;
  first_name?: string | null;
  last_name?: string | null;
  institution?: string | null;
  city?: string | null;
  state: string | null;
  country: string | null;
}

export function personDoc(key: string, person: PersonResponse): CommunityDoc {
  return {
    id: key,
    type: 'person',
    name: [person.firstName, person.lastName].filter(Boolean).join(' '),
    first_name: person.firstName ?? null,
    last_name: person.lastName,
    institution: person.institutionName ?? null,
    state: person.region ?? null,
    country: person.country ?? null,
  };
}

export function organizationDoc(key: string, organization: OrganizationResponse): CommunityDoc {
  return {
    id: key,
    type: 'organization',
    name: organization.name,
    city: organization.city ?? null,
    state: organization.region ?? null,
    country: organization.country ?? null,
  };
}

/** Whether a person shows their e-mail address (displayEmail 'T' or true). */
const showsEmail = (person: PersonResponse) => person.displayEmail === 'T' || person.displayEmail === true;

function indexPerson(key: string, person: PersonResponse): IndexedDoc {
  const doc = personDoc(key, person);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(`${person.lastName} ${person.firstName ?? ''}`),
    terms: [
      ...termsOf('type', ['person']),
      ...termsOf('last_name', [person.lastName]),
      ...termsOf('first_name', [person.firstName]),
      ...termsOf('name', [doc.name]),
      ...termsOf('email', [showsEmail(person) ? person.email : null]),
      ...termsOf('region', [person.region]),
      ...termsOf('country', [person.country]),
    ],
    words: [{ field: 'institution', text: person.institutionName ?? '' }],
  };
}

function indexOrganization(key: string, organization: OrganizationResponse): IndexedDoc {
  const doc = organizationDoc(key, organization);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(organization.name),
    terms: [
      ...termsOf('type', ['organization']),
      // The last-name input finds organizations by their name.
      ...termsOf('last_name', [organization.name]),
      ...termsOf('name', [organization.name]),
      ...termsOf('region', [organization.region]),
      ...termsOf('country', [organization.country]),
    ],
  };
}

function rowCriteria(row: z.infer<typeof communityTermRow>): Criterion[] {
  return criteriaOf(
    textCriterion(['last_name'], row.last_name_method, row.last_name_input),
    textCriterion(['first_name'], row.first_name_method, row.first_name_input),
    textCriterion(['email'], row.email_method, row.email_input),
    anyOfCriterion('region', selected(row.search_state)),
    textCriterion(['region'], 'contains', row.state_outside_input),
    anyOfCriterion('country', selected(row.search_country_select)),
  );
}

export const communityCategory: CategoryModule<CommunityPayload> = {
  category: 'community',
  // 2: an index built before record writes reached the index may still find people by an address they have hidden
  // since (or by a name they changed); the category is rebuilt once.
  version: 2,
  sourceTypes: ['person', 'organization'],
  index(type, key, body) {
    // Records were checked against schemas/person.ts and schemas/organization.ts by the data tests.
    if (type === 'person') return [indexPerson(key, body as PersonResponse)];
    if (type === 'organization') return [indexOrganization(key, body as OrganizationResponse)];
    return [];
  },
  payload: communityPayload,
  query: (payload) => ({ category: 'community', criteria: listOf(payload.searchTerms).flatMap(rowCriteria) }),
  general: { fields: ['name', 'last_name', 'first_name'], wordFields: ['institution'] },
};
