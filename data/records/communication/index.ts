// Communications: curator statements that annotations cite instead of a publication (002 §3). Their titles, texts,
// dates and keys are demo data. The third has nothing but a title: every optional field missing, on purpose, so
// its page shows each empty text.
import type { CommunicationResponse } from '../../../schemas/communication';
import type { DemoRecord } from '../../types';

/** Keys the annotations cite (the first is the fixtures'). */
export const COMMUNICATION = { NAC_PHYLOGENETIC: 501800001, FLOWERING_REVIEW: 501800002, MYB_FAMILY: 501800003 } as const;

const communications = [
  {
    name: 'Phylogenetic annotation of NAC family members',
    authorName: 'TAIR curators',
    communicationDate: '2020-11-05',
    referenceId: COMMUNICATION.NAC_PHYLOGENETIC,
    communication:
      'Biological process terms shared by characterised members of the NAC transcription factor family were reviewed on the family tree and propagated to uncharacterised members.',
    websites: [{ name: 'PhyloGenes', url: 'https://phylogenes.arabidopsis.org/' }],
  },
  {
    name: 'Curator review of flowering-time gene annotations',
    authorName: 'TAIR curators',
    communicationDate: '2021-09-30',
    referenceId: COMMUNICATION.FLOWERING_REVIEW,
    communication:
      'Annotations of the floral integrator and floral meristem identity genes were checked against the primary literature; terms without direct evidence were replaced by the more specific ones the studies support.',
    websites: [{ name: 'Gene Ontology annotation guidelines', url: 'https://geneontology.org/docs/go-annotations/' }],
  },
  { name: 'MYB-related gene family list', referenceId: COMMUNICATION.MYB_FAMILY },
] satisfies CommunicationResponse[];

export const communicationRecords: DemoRecord<CommunicationResponse>[] = communications.map((record) => ({
  key: record.referenceId,
  record,
}));
