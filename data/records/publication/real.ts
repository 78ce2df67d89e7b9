// Publications with real titles, authors, journals and years: the roster's publications and the TAIR resource
// paper of 2015. PubMed ids and DOIs only where the roster gives them; no volumes or pages (not checked here).
// Demo data: the keys, annotation counts, keyword links and comments.
import type { PublicationResponse } from '../../../schemas/publication';
import { rosterPublications } from '../../roster';
import { comment, personName } from '../person/community';
import { locusRefs, publicationKeywordRefs, publicationRecord, type RosterKeyword } from './build';

type RosterPublication = keyof typeof rosterPublications;

// The terms each paper is about, and how many annotations cite it (0 on purpose for two: 002 §4 then offers
// to submit annotations instead of a link).
const annotationsAndKeywords: Record<RosterPublication, [number, RosterKeyword[]]> = {
  INTERACTOME_2011: [2841, ['PROTEIN_BINDING']],
  NITROGEN_2018: [312, ['TF_ACTIVITY', 'ROOT']],
  TF_2000: [1620, ['TF_ACTIVITY', 'DNA_BINDING', 'REGULATION_TRANSCRIPTION']],
  CHR1_2000: [0, []],
  CRY2H_2017: [388, ['PROTEIN_BINDING']],
  ARV1_2006: [0, []],
  LHY_1998: [6, ['CIRCADIAN', 'FLOWERING_STAGE', 'NUCLEUS']],
  LHY_CCA1_2002: [4, ['CIRCADIAN']],
  CCA1_1998: [5, ['CIRCADIAN', 'TF_ACTIVITY']],
  LFY_1992: [7, ['FLOWER', 'DEVELOPMENT']],
  FT_1999: [3, ['FLOWERING_STAGE']],
  FLC_1999: [4, ['FLOWERING_STAGE', 'TF_ACTIVITY', 'NUCLEUS']],
  AP1_1992: [5, ['FLOWER', 'DEVELOPMENT']],
  AP2_1994: [6, ['FLOWER', 'DEVELOPMENT']],
  FCA_1997: [3, ['FLOWERING_STAGE']],
};

const commentsByPublication: Partial<Record<RosterPublication, PublicationResponse['comments']>> = {
  INTERACTOME_2011: [
    comment('CURATOR_ANNOTATIONS', 'Protein binding annotations from this interactome map were added to the GO annotations in 2012.', '2012-02-17'),
  ],
  LHY_1998: [comment('CURATOR_COMMENTS', 'See also the 2002 Dev. Cell paper on LHY and CCA1, which follows up this mutant.', '2008-11-03')],
};

const fromRoster = (Object.keys(rosterPublications) as RosterPublication[]).map((name) => {
  const publication = rosterPublications[name];
  const [annotationCount, keywords] = annotationsAndKeywords[name];
  return publicationRecord(publication, {
    annotationCount,
    keywords: publicationKeywordRefs(keywords),
    loci: locusRefs(publication.loci),
    comments: commentsByPublication[name] ?? [],
  });
});

/** The TAIR resource paper; its curators (the roster's CURATOR_COMMENTS and CURATOR_ANNOTATIONS) are authors. */
export const TAIR_RESOURCE_2015 = 501790010;

const tairResourcePaper = publicationRecord(
  {
    key: TAIR_RESOURCE_2015,
    title: 'The Arabidopsis information resource: Making and mining the "gold standard" annotated reference plant genome.',
    authors: ['Berardini TZ', 'Reiser L', 'Li D', 'Mezheritsky Y', 'Muller R', 'Strait E', 'Huala E'],
    journal: 'Genesis',
    year: 2015,
  },
  {
    annotationCount: 0,
    communities: [
      { communityType: 'person', ...personName('CURATOR_ANNOTATIONS'), organizationName: null },
      { communityType: 'person', ...personName('CURATOR_COMMENTS'), organizationName: null },
    ],
    keywords: [],
    loci: [],
  },
);

export const realPublications: PublicationResponse[] = [...fromRoster, tairResourcePaper];
