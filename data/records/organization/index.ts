// Organization records (002 §3 Organization), one per roster organization. Real: the names, cities, regions,
// countries, street addresses, postal codes and websites. Demo data: the phone and fax numbers (reserved
// fictional ranges: 555-01xx in North America, 0115 496 0xxx and 01632 960xxx in the United Kingdom; made-up numbers
// with 555 in Germany and Japan), organization types, dates and affiliations. CARNEGIE has several affiliated people
// (one a PI); NASC has none; the four outside the United States house the authors of the family loci's demo studies.
import type { OrganizationResponse } from '../../../schemas/organization';
import { rosterOrganizations, rosterPeople } from '../../roster';
import type { DemoRecord } from '../../types';
import type { RosterOrganization, RosterPerson } from '../person/community';

interface OrganizationDetails {
  organizationType: string;
  /** Lines separated by backslashes, as the server stores them (000 §5). */
  address: string;
  postalCode: string;
  phones: { work: string; fax: string };
  website: string;
  affiliations: [RosterPerson, jobTitle: string, isPi: 'T' | 'F'][];
  dateLastUpdated: string;
}

const details: Record<RosterOrganization, OrganizationDetails> = {
  CARNEGIE: {
    organizationType: 'non-profit',
    address: 'Carnegie Institution for Science\\Department of Plant Biology\\260 Panama Street',
    postalCode: '94305',
    phones: { work: '+1 650 555 0140', fax: '+1 650 555 0141' },
    website: 'https://carnegiescience.edu',
    affiliations: [
      ['PI_CARNEGIE', 'Principal Investigator', 'T'],
      ['RESEARCHER', 'Postdoctoral Researcher', 'F'],
      ['STUDENT', 'Graduate Student', 'F'],
    ],
    dateLastUpdated: '2024-02-19',
  },
  ABRC: {
    organizationType: 'stock center',
    address: 'The Ohio State University\\Rightmire Hall\\1060 Carmack Road',
    postalCode: '43210',
    phones: { work: '+1 614 555 0150', fax: '+1 614 555 0151' },
    website: 'https://abrc.osu.edu',
    affiliations: [
      ['CURATOR', 'Stock Curator', 'F'],
      ['STOCK_DONOR', 'Research Associate', 'F'],
    ],
    dateLastUpdated: '2023-10-02',
  },
  TAIR: {
    organizationType: 'non-profit',
    address: 'Phoenix Bioinformatics\\39899 Balentine Drive\\Suite 200',
    postalCode: '94560',
    phones: { work: '+1 510 555 0160', fax: '+1 510 555 0161' },
    website: 'https://www.arabidopsis.org',
    affiliations: [
      ['CURATOR_COMMENTS', 'Curator', 'F'],
      ['CURATOR_ANNOTATIONS', 'Curator', 'F'],
    ],
    dateLastUpdated: '2024-05-30',
  },
  NASC: {
    organizationType: 'stock center',
    address: 'School of Biosciences\\University of Nottingham\\Sutton Bonington Campus',
    postalCode: 'LE12 5RD',
    phones: { work: '+44 115 496 0170', fax: '+44 115 496 0171' },
    website: 'https://arabidopsis.info',
    affiliations: [],
    dateLastUpdated: '2022-07-11',
  },
  MPIPZ: {
    organizationType: 'research institute',
    address: 'Max Planck Institute for Plant Breeding Research\\Carl-von-Linné-Weg 10',
    postalCode: '50829',
    phones: { work: '+49 221 555 0180', fax: '+49 221 555 0181' },
    website: 'https://www.mpipz.mpg.de',
    affiliations: [['FAMILY_AUTHOR_DE', 'Group Leader', 'T']],
    dateLastUpdated: '2023-04-12',
  },
  RIKEN_CSRS: {
    organizationType: 'research institute',
    address: 'RIKEN Yokohama Campus\\1-7-22 Suehiro-cho, Tsurumi-ku',
    postalCode: '230-0045',
    phones: { work: '+81 45 555 0190', fax: '+81 45 555 0191' },
    website: 'https://csrs.riken.jp',
    affiliations: [['FAMILY_AUTHOR_JP', 'Research Scientist', 'F']],
    dateLastUpdated: '2022-12-05',
  },
  JIC: {
    organizationType: 'research institute',
    address: 'Norwich Research Park\\Colney Lane',
    postalCode: 'NR4 7UH',
    phones: { work: '+44 1632 960172', fax: '+44 1632 960173' },
    website: 'https://www.jic.ac.uk',
    affiliations: [['FAMILY_AUTHOR_UK', 'Postdoctoral Scientist', 'F']],
    dateLastUpdated: '2024-01-22',
  },
  TORONTO_CSB: {
    organizationType: 'university',
    address: 'Department of Cell and Systems Biology\\25 Harbord Street',
    postalCode: 'M5S 3G5',
    phones: { work: '+1 416 555 0110', fax: '+1 416 555 0111' },
    website: 'https://csb.utoronto.ca',
    affiliations: [['FAMILY_AUTHOR_CA', 'Associate Professor', 'T']],
    dateLastUpdated: '2023-08-30',
  },
};

function organizationRecord(which: RosterOrganization): OrganizationResponse {
  const organization = rosterOrganizations[which];
  const { organizationType, address, postalCode, phones, website, affiliations, dateLastUpdated } = details[which];
  return {
    name: organization.name,
    communityId: organization.key,
    organizationId: organization.key,
    organizationType,
    address,
    city: organization.city,
    region: organization.region,
    postalCode,
    country: organization.country,
    phones: [
      { phoneType: 'work', phoneNumber: phones.work },
      { phoneType: 'fax', phoneNumber: phones.fax },
    ],
    websites: [{ url: website }],
    affiliations: affiliations.map(([who, jobTitle, isPi]) => ({
      personId: rosterPeople[who].key,
      firstName: rosterPeople[who].firstName,
      lastName: rosterPeople[who].lastName,
      isPi,
      jobTitle,
    })),
    dateLastUpdated,
  };
}

export const organizationRecords: DemoRecord<OrganizationResponse>[] = (Object.keys(rosterOrganizations) as RosterOrganization[]).map(
  (which) => ({ key: rosterOrganizations[which].key, name: rosterOrganizations[which].name, record: organizationRecord(which) }),
);
