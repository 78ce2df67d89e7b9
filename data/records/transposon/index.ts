// Transposable elements of real families (ATCOPIA78, ATGP1, ATHILA2, VANDAL21, ATENSPM3) with their real
// superfamilies. Element names follow the TAIR10 pattern (chromosome, 'TE', number); the elements' positions,
// their family assignments and the sequences are demo data.
import type { TransposonResponse } from '../../../schemas/transposon';
import { rosterLoci } from '../../roster';
import type { DemoRecord } from '../../types';
import { TRANSPOSON, TRANSPOSON_FAMILY } from './keys';

type FamilyName = keyof typeof TRANSPOSON_FAMILY;

export const SUPERFAMILY: Record<FamilyName, string> = {
  ATCOPIA78: 'LTR/Copia',
  ATGP1: 'LTR/Gypsy',
  ATHILA2: 'LTR/Gypsy',
  VANDAL21: 'DNA/MuDR',
  ATENSPM3: 'DNA/En-Spm',
};

export interface TransposonFacts {
  key: number;
  name: string;
  family: FamilyName;
  chromosome: string;
  start: number;
  end: number;
  orientation: 'F' | 'R';
  /** The key of the element's sequence record, when it has one. */
  sequenceKey?: number;
  /** The locus annotated at the element. */
  locus?: keyof typeof rosterLoci;
}

export const transposonFacts: readonly TransposonFacts[] = [
  { key: TRANSPOSON.ATCOPIA78_CHR1, name: 'AT1TE12295', family: 'ATCOPIA78', chromosome: '1', start: 3605120, end: 3610071, orientation: 'F', sequenceKey: 3002001 },
  { key: TRANSPOSON.ATCOPIA78_CHR3, name: 'AT3TE51900', family: 'ATCOPIA78', chromosome: '3', start: 13874300, end: 13879251, orientation: 'R', sequenceKey: 3002002 },
  { key: TRANSPOSON.ATGP1_CHR1, name: 'AT1TE42205', family: 'ATGP1', chromosome: '1', start: 14210115, end: 14215401, orientation: 'F' },
  { key: TRANSPOSON.ATGP1_CHR5, name: 'AT5TE45370', family: 'ATGP1', chromosome: '5', start: 11512090, end: 11517220, orientation: 'R' },
  { key: TRANSPOSON.ATHILA2_CHR1, name: 'AT1TE44375', family: 'ATHILA2', chromosome: '1', start: 15102660, end: 15113020, orientation: 'F' },
  { key: TRANSPOSON.ATHILA2_CHR3, name: 'AT3TE53615', family: 'ATHILA2', chromosome: '3', start: 14402300, end: 14412515, orientation: 'R' },
  { key: TRANSPOSON.VANDAL21_CHR2, name: 'AT2TE20205', family: 'VANDAL21', chromosome: '2', start: 4890441, end: 4894012, orientation: 'F', sequenceKey: 3002003 },
  { key: TRANSPOSON.ATENSPM3_CHR4, name: 'AT4TE00015', family: 'ATENSPM3', chromosome: '4', start: 4410, end: 8962, orientation: 'R', locus: 'MANY_PARALOGS' },
];

/** The element's name, for the records that list it. */
export function transposonNameOf(key: number): string {
  const facts = transposonFacts.find((element) => element.key === key);
  if (!facts) throw new Error(`No transposon ${key}.`);
  return facts.name;
}

// Long terminal repeats at both ends of the LTR retrotransposons (demo lengths).
const LTR_LENGTH: Partial<Record<FamilyName, number>> = { ATCOPIA78: 340, ATGP1: 420, ATHILA2: 1510 };

function features(element: TransposonFacts) {
  const whole = { assignmentFeatureType: 'transposable_element', startPosition: element.start, endPosition: element.end };
  const ltr = LTR_LENGTH[element.family];
  if (ltr === undefined) return [whole];
  return [
    whole,
    { assignmentFeatureType: 'long_terminal_repeat', startPosition: element.start, endPosition: element.start + ltr - 1 },
    { assignmentFeatureType: 'long_terminal_repeat', startPosition: element.end - ltr + 1, endPosition: element.end },
  ];
}

export const transposonRecords: DemoRecord<TransposonResponse>[] = transposonFacts.map((element) => {
  const locus = element.locus ? rosterLoci[element.locus] : null;
  return {
    key: element.key,
    record: {
      name: element.name,
      chromosome: element.chromosome,
      familyName: element.family,
      familyId: TRANSPOSON_FAMILY[element.family],
      superFamilyName: SUPERFAMILY[element.family],
      sequence: element.sequenceKey ? { nucleotideSequenceType: 'transposable element', nucleotideSeqId: element.sequenceKey } : null,
      associatedTransposable: locus ? [{ locusName: locus.name, locusId: locus.key }] : [],
      transposonFeature: features(element),
      globalAssignment: {
        chromosome: element.chromosome,
        name: 'AGI',
        mapId: 1,
        mapType: 'assembly_unit',
        startPosition: element.start,
        endPosition: element.end,
        units: 'bp',
        orientation: element.orientation,
      },
    },
  };
});
