// Every locus of the roster. NAC001, LHY, the obsolete AT1G01015 and the empty AT5G99990 are the front end's
// fixtures, imported unchanged so that mock mode and the reference server show the same pages; the others are
// built from their curated facts. Edge cases: AT1G01015 is obsolete (merged into AT1G01010), AT5G99990 has every
// section empty, and AT4G00010 has 300 PANTHER paralogs (side data served apart from the records).
import { emptyLocus } from './fixtures/empty';
import { lhyLocus } from './fixtures/lhy';
import { nac001Locus } from './fixtures/nac001';
import { obsoleteLocus } from './fixtures/obsolete';
import type { LocusResponse } from '../../../schemas/locus';
import { rosterLoci } from '../../roster';
import type { DemoRecord } from '../../types';
import { familyLocusRecords } from '../familyLoci/index';
import { buildLocus } from './build';
import { pantherRelativeLoci } from './pantherRelatives';
import { AP1, ARV1, DCL1, FT, LHY, NGA3, SYP81 } from './chromosome1Facts';
import type { LocusFacts } from './facts';
import { AP2, CCA1, FCA, FLC, LFY, MANY_PARALOGS } from './otherChromosomeFacts';

/** The facts of every locus whose gene models and proteins are built here (all but NAC001 and the fixtures' two). */
export const curatedLocusFacts: readonly LocusFacts[] = [ARV1, NGA3, DCL1, LHY, FT, AP1, SYP81, CCA1, LFY, AP2, FLC, FCA, MANY_PARALOGS];

const fixture = (roster: (typeof rosterLoci)[keyof typeof rosterLoci], record: LocusResponse): DemoRecord<LocusResponse> => ({
  key: roster.key,
  name: roster.name,
  accession: `Locus:${roster.key}`,
  record,
});

const curatedLoci: DemoRecord<LocusResponse>[] = [
  fixture(rosterLoci.NAC001, nac001Locus),
  fixture(rosterLoci.LHY, lhyLocus),
  fixture(rosterLoci.OBSOLETE, obsoleteLocus),
  fixture(rosterLoci.EMPTY, emptyLocus),
  ...curatedLocusFacts.filter((facts) => facts.locus !== 'LHY').map(buildLocus),
];

export const locusRecords: DemoRecord<LocusResponse>[] = [
  ...curatedLoci,
  ...pantherRelativeLoci(new Set(curatedLoci.map((demo) => String(demo.name)))),
  // 380 generated members of the F-box and PPR families (data/records/familyLoci).
  ...familyLocusRecords,
];
