// How the locus, gene and annotation records cite the roster's publications, so every page words a citation alike.
import { rosterLoci, rosterPublications } from '../../roster';
import { analysisReferenceRecords } from '../analysisreference/index';
import { communicationRecords } from '../communication/index';
import type { AnnotationSource, PublicationName, RosterLocusName } from './facts';

type RosterPublication = (typeof rosterPublications)[PublicationName];

/** The roster publications about a locus, newest first. */
export function publicationsAbout(locus: RosterLocusName): RosterPublication[] {
  return Object.values(rosterPublications)
    .filter((publication) => (publication.loci as readonly string[]).includes(locus))
    .sort((a, b) => b.year - a.year);
}

/** The AGI names of the loci a publication is about. */
export const locusNamesOf = (publication: RosterPublication) => publication.loci.map((name) => rosterLoci[name].name);

/** 'Riechmann JL, Heard J, Martin G': the first three authors, as annotation rows cite them. */
export const shortAuthors = (publication: RosterPublication) => publication.authors.slice(0, 3).join(', ');

/** The fields of an annotation row that name what it cites (002 §3 locus annotation row). */
export function annotationSourceFields(source: AnnotationSource) {
  if (source === null) return {};
  if ('publication' in source) {
    const publication = rosterPublications[source.publication];
    return { reference_id: publication.key, authors: shortAuthors(publication), publicationYear: publication.year };
  }
  if ('analysis' in source) {
    const analysis = analysisReferenceRecords.find((demo) => demo.key === source.analysis);
    return { analysisReferenceId: source.analysis, analysisReferenceName: analysis?.record.name };
  }
  const communication = communicationRecords.find((demo) => demo.key === source.communication);
  return { communicationReferenceId: source.communication, communicationReferenceName: communication?.record.name };
}
