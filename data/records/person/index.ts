// Person records (002 §3 Person), one per roster person, with exactly the roster's names, e-mails, ORCID ids and
// display flags (the demo accounts sign in as RESEARCHER, CURATOR and STUDENT). Demo data: every person except
// the two TAIR curators the fixtures name, all e-mail addresses, and which publications each person lists (the four
// FAMILY_AUTHOR people wrote the family loci's demo studies).
// STUDENT has displayEmail 'F', so the page hides the address (002 §6); STOCK_DONOR lists no publications.
import type { PersonResponse } from '../../../schemas/person';
import { rosterOrganizations, rosterPeople } from '../../roster';
import type { DemoRecord } from '../../types';
import { citePublication, demoStudyKeys, TAIR_RESOURCE_2015 } from '../publication';
import { FAMILY_STUDY_KEYS } from '../familyLoci/studies';
import type { RosterPerson } from './community';

const publicationsOf: Record<RosterPerson, readonly number[]> = {
  RESEARCHER: [demoStudyKeys.FLORAL_DIP_2023, demoStudyKeys.CLOCK_2021],
  CURATOR: [demoStudyKeys.STOCKS_2019],
  STUDENT: [demoStudyKeys.CLOCK_2021],
  CURATOR_COMMENTS: [TAIR_RESOURCE_2015],
  CURATOR_ANNOTATIONS: [TAIR_RESOURCE_2015],
  PI_CARNEGIE: [demoStudyKeys.FLORAL_DIP_2023, demoStudyKeys.CLOCK_2021],
  STOCK_DONOR: [],
  FAMILY_AUTHOR_JP: [FAMILY_STUDY_KEYS.FBOX_ROOTS_2019],
  FAMILY_AUTHOR_DE: [FAMILY_STUDY_KEYS.FBOX_ROOTS_2019],
  FAMILY_AUTHOR_UK: [FAMILY_STUDY_KEYS.FBOX_NUCLEAR_2021],
  FAMILY_AUTHOR_CA: [FAMILY_STUDY_KEYS.PPR_EDITING_2018],
};

function personRecord(who: RosterPerson): PersonResponse {
  const person = rosterPeople[who];
  const organization = Object.values(rosterOrganizations).find((candidate) => candidate.key === person.organization);
  return {
    communityId: person.key,
    personId: person.key,
    firstName: person.firstName,
    lastName: person.lastName,
    orcidId: person.orcidId,
    email: person.email,
    displayEmail: person.displayEmail,
    institutionName: organization?.name ?? null,
    region: organization?.region ?? null,
    country: organization?.country ?? null,
    publications: publicationsOf[who].map(citePublication),
  };
}

export const personRecords: DemoRecord<PersonResponse>[] = (Object.keys(rosterPeople) as RosterPerson[]).map((who) => ({
  key: rosterPeople[who].key,
  name: `${rosterPeople[who].firstName} ${rosterPeople[who].lastName}`,
  record: personRecord(who),
}));
