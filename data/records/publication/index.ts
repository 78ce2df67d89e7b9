// Publication records (002 §3 Publication) and the summary other records cite them by.
import type { PublicationResponse } from '../../../schemas/publication';
import { demoSeedDate } from '../../seedDate';
import type { DemoRecord } from '../../types';
import { familyPublicationRecords } from '../familyLoci/index';
import { publicationSummary, publicationSummaryWithDoi } from './build';
import { demoPublications } from './demo';
import { LINK_CHECKED_RECENT_STUDY_KEYS, recentDemoPublications } from './recent';
import { realPublications } from './real';

const publications: PublicationResponse[] = [...realPublications, ...demoPublications];
/** This year's, modified in the weeks before the seeding date (002 §2.1 Recently Added Literature). */
const recentPublications = recentDemoPublications(demoSeedDate());

const byKey = new Map([...publications, ...recentPublications, ...familyPublicationRecords.map((demo) => demo.record)].map((record) => [Number(record.referenceId), record]));

export const publicationRecords: DemoRecord<PublicationResponse>[] = [
  ...publications.map((record) => ({ key: Number(record.referenceId), record })),
  // The demo studies of the generated F-box and PPR loci (data/records/familyLoci/studies.ts).
  ...familyPublicationRecords,
  ...recentPublications.map((record) => {
    const key = Number(record.referenceId);
    return LINK_CHECKED_RECENT_STUDY_KEYS.includes(key) ? { key, record } : { key, record, linkTarget: true as const };
  }),
];

/** The publication with this key as other records list it; throws for a key the dataset does not hold. */
export function citePublication(key: number) {
  return publicationSummary(publicationByKey(key));
}

/** The same summary with the publication's DOI (null when it has none). */
export function citePublicationWithDoi(key: number) {
  return publicationSummaryWithDoi(publicationByKey(key));
}

function publicationByKey(key: number): PublicationResponse {
  const record = byKey.get(key);
  if (!record) throw new Error(`No demo publication has the key ${key}.`);
  return record;
}

export { demoStudyKeys } from './demo';
export { TAIR_RESOURCE_2015 } from './real';
