// The tracks of map elements: markers, polymorphisms and alleles, transposons and clones, each one feature at its
// place on the sequence map, read as the detail pages' genome browser links read it (an assignment in base pairs;
// genetic maps count centimorgans). Types are Sequence Ontology terms.
import type { GenomeFeature, GenomeTrackId } from '../../contracts/genome/features';
import { normalizeChromosome, type GenomeChromosome } from '../../contracts/genome/chromosomes';
import { isObject, objects, text, wholeNumber, type JsonObject } from '../search/actions/json';
import type { GenomeRecord } from './store';

export interface SequenceMapPlace {
  chromosome: GenomeChromosome;
  start: number;
  end: number;
  strand: 1 | -1 | 0;
}

/** Base pairs: the sequence map's unit, also when an assignment names none. */
const inBasePairs = (assignment: JsonObject) => {
  const units = text(assignment.units) ?? text(assignment.unit);
  return units === null || /^(bp|base pairs?)$/i.test(units.trim());
};

const orientation = (assignment: JsonObject): 1 | -1 | 0 => (text(assignment.orientation) === 'R' ? -1 : text(assignment.orientation) === 'F' ? 1 : 0);

/** The first assignment in base pairs with a chromosome and both positions; the record's chromosome when it names none. */
export function sequenceMapPlace(assignments: unknown, recordChromosome: unknown, stranded: boolean): SequenceMapPlace | null {
  const list = Array.isArray(assignments) ? objects(assignments) : isObject(assignments) ? [assignments] : [];
  for (const assignment of list.filter(inBasePairs)) {
    const chromosome = normalizeChromosome(assignment.chromosome ?? (isObject(assignment.map) ? assignment.map.chromosome : undefined) ?? recordChromosome);
    const from = wholeNumber(assignment.startPosition);
    const to = wholeNumber(assignment.endPosition);
    if (!chromosome || from === null || to === null || Math.min(from, to) < 1) continue;
    return { chromosome, start: Math.min(from, to), end: Math.max(from, to), strand: stranded ? orientation(assignment) : 0 };
  }
  return null;
}

/** A transposon's place: its map assignment, else its whole-element feature on the record's chromosome. */
function transposonPlace(body: JsonObject): SequenceMapPlace | null {
  const assigned = sequenceMapPlace(body.globalAssignment, body.chromosome, true);
  if (assigned) return assigned;
  const features = Array.isArray(body.transposonFeature) ? objects(body.transposonFeature) : isObject(body.transposonFeature) ? [body.transposonFeature] : [];
  const whole = features.find((feature) => text(feature.assignmentFeatureType) === 'transposable_element') ?? features[0];
  return whole ? sequenceMapPlace([whole], body.chromosome, false) : null;
}

/** 001 §3.1 polymorphism types → SO: T-DNA and other insertions, SNPs, deletions; any other change is an alteration. */
const POLYMORPHISM_TYPES: Readonly<Record<string, string>> = {
  insertion: 'insertion',
  substitution: 'SNP',
  snp: 'SNP',
  deletion: 'deletion',
  indel: 'indel',
};

export const polymorphismType = (type: unknown): string => POLYMORPHISM_TYPES[(text(type) ?? '').toLowerCase()] ?? 'sequence_alteration';

interface MapElementTrack {
  /** The feature id's prefix and the detail page's route. */
  idPrefix: string;
  route: string;
  type: (body: JsonObject) => string;
  name: (body: JsonObject) => unknown;
  place: (body: JsonObject) => SequenceMapPlace | null;
}

const MAP_ELEMENT_TRACKS: Readonly<Record<Exclude<GenomeTrackId, 'genes'>, MapElementTrack>> = {
  markers: {
    idPrefix: 'marker',
    route: '/marker',
    type: () => 'genetic_marker',
    name: (body) => body.markerName,
    place: (body) => sequenceMapPlace(body.globalAssignments, body.chromosome, false),
  },
  polymorphisms: {
    idPrefix: 'polymorphism',
    route: '/polyallele',
    type: (body) => polymorphismType(body.polymorphismType),
    name: (body) => text(body.name) ?? body.originalName,
    place: (body) => sequenceMapPlace(body.globalAssignments, body.chromosome, false),
  },
  transposons: {
    idPrefix: 'transposon',
    route: '/transposon',
    type: () => 'transposable_element',
    name: (body) => body.name,
    place: transposonPlace,
  },
  clones: {
    idPrefix: 'clone',
    route: '/clone',
    type: () => 'clone',
    name: (body) => body.name,
    place: (body) => sequenceMapPlace(body.globalAssignments, body.chromosome, false),
  },
};

/** A map element as a feature, with its place, or null for one not on the sequence map. */
export function mapElementFeature(track: Exclude<GenomeTrackId, 'genes'>, record: GenomeRecord): { feature: GenomeFeature; chromosome: GenomeChromosome } | null {
  const config = MAP_ELEMENT_TRACKS[track];
  const place = config.place(record.body);
  if (!place) return null;
  const feature: GenomeFeature = {
    id: `${config.idPrefix}:${record.key}`,
    type: config.type(record.body),
    start: place.start,
    end: place.end,
    strand: place.strand,
    name: text(config.name(record.body)) ?? record.name ?? record.key,
    href: `${config.route}?key=${encodeURIComponent(record.key)}`,
  };
  return { feature, chromosome: place.chromosome };
}
