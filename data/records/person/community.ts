// How records of this group name community members: as comment authors, attributions, stock donors and
// co-authors, always by the roster's person and organization keys (data/roster.ts).
import { rosterOrganizations, rosterPeople } from '../../roster';

export type RosterPerson = keyof typeof rosterPeople;
export type RosterOrganization = keyof typeof rosterOrganizations;

/** A person as {communityId, firstName, lastName}: the shape protocols, collectors and donors use. */
export function personName(who: RosterPerson) {
  const person = rosterPeople[who];
  return { communityId: person.key, firstName: person.firstName, lastName: person.lastName };
}

/** 002 §3 Comment, written by a roster person. */
export function comment(who: RosterPerson, notepadComment: string, dateEntered: string) {
  return { ...personName(who), notepadComment, dateEntered };
}

/** 002 §3 Attribution to a person, e.g. attributionType 'submitted by'. */
export function personAttribution(who: RosterPerson, attributionType: string, attributionDate: string) {
  return { attributionType, communityType: 'person', ...personName(who), organizationName: null, attributionDate };
}

/** 002 §3 Attribution to an organization. */
export function organizationAttribution(which: RosterOrganization, attributionType: string, attributionDate: string) {
  const organization = rosterOrganizations[which];
  return {
    attributionType,
    communityType: 'organization',
    communityId: organization.key,
    firstName: null,
    lastName: null,
    organizationName: organization.name,
    attributionDate,
  };
}

/** A stock donor or publication community entry that is an organization. */
export function organizationName(which: RosterOrganization) {
  const organization = rosterOrganizations[which];
  return { communityType: 'organization', communityId: organization.key, organizationName: organization.name };
}
