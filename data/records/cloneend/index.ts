// Clone end records (002 §3 Clone end): the end sequences of the BACs T25K16 and F22L4, read from the vector's
// T7 and SP6 primer sites. Demo data: the keys, names, positions, dates and which publication cites them.
import type { CloneEndResponse } from '../../../schemas/cloneEnd';
import { rosterLoci, rosterPublications } from '../../roster';
import type { DemoRecord } from '../../types';
import { cloneEndKeys, cloneKeys } from '../keys';
import { organizationAttribution } from '../person/community';
import { citePublication } from '../publication';
import type { RosterLocusName } from '../publication/build';

interface EndFacts {
  key: number;
  clone: 'T25K16' | 'F22L4';
  cloneEndType: 'T7' | 'SP6';
  locus: RosterLocusName;
  startPosition: number;
  source: string;
}

const ends: EndFacts[] = [
  { key: cloneEndKeys.T25K16_T7, clone: 'T25K16', cloneEndType: 'T7', locus: 'NAC001', startPosition: 1204, source: 'TAMU' },
  { key: cloneEndKeys.T25K16_SP6, clone: 'T25K16', cloneEndType: 'SP6', locus: 'ARV1', startPosition: 6912, source: 'TAMU' },
  { key: cloneEndKeys.F22L4_T7, clone: 'F22L4', cloneEndType: 'T7', locus: 'LHY', startPosition: 31840, source: 'IGF' },
];

const READ_LENGTH = 540;

function cloneEndRecord(end: EndFacts): CloneEndResponse {
  const locus = rosterLoci[end.locus];
  return {
    name: `${end.clone}-${end.cloneEndType}`,
    dateLastModified: '2001-03-27',
    tairObjectId: end.key,
    locus: { locusName: locus.name, locusId: locus.key },
    cloneEndType: end.cloneEndType,
    chromosome: '1',
    clones: { name: end.clone, cloneId: cloneKeys[end.clone], vectorType: 'BAC vector', insertType: 'genomic DNA', stockName: end.clone },
    sequences: [{ nucleotideSequenceType: 'BAC end', source: end.source }],
    globalAssignmentDetails: [
      {
        chromosome: '1',
        name: 'AGI',
        mapId: 1,
        mapType: 'assembly_unit',
        startPosition: end.startPosition,
        endPosition: end.startPosition + READ_LENGTH - 1,
        units: 'bp',
        orientation: end.cloneEndType === 'T7' ? 'F' : 'R',
      },
    ],
    comments: [],
    attributions: [organizationAttribution('TAIR', 'mapped by', '2001-03-27')],
    publications: end.clone === 'T25K16' ? [citePublication(rosterPublications.CHR1_2000.key)] : [],
  };
}

/** The ends read from a clone, as its clone record lists them (clone search restricts by their type). */
export function cloneEndsOf(clone: EndFacts['clone']) {
  return ends
    .filter((end) => end.clone === clone)
    .map((end) => ({ cloneEndId: end.key, name: `${end.clone}-${end.cloneEndType}`, cloneEndType: end.cloneEndType }));
}

export const cloneEndRecords: DemoRecord<CloneEndResponse>[] = ends.map((end) => {
  const record = cloneEndRecord(end);
  return { key: end.key, name: record.name, accession: `CloneEnd:${end.key}`, record };
});
