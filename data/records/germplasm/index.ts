// Germplasm records (002 §3 Germplasm detail): wild-type lines, curated mutant lines, the locus fixture's
// insertion lines and an EMS population with 1,050 progeny lines. Each file says which of its parts are real.
import type { GermplasmResponse } from '../../../schemas/germplasm';
import type { DemoRecord } from '../../types';
import { familyGermplasmRecordList } from '../familyLoci/index';
import { curatedLines } from './curated';
import { fixtureLines } from './fixtureLines';
import { emsPopulation, progenyLines } from './progeny';
import { wildTypeLines } from './wildType';

const lines: GermplasmResponse[] = [...wildTypeLines, ...curatedLines, ...fixtureLines, emsPopulation, ...progenyLines];

// The progeny lines all follow one pattern: the first stands for them in the check of every link on the demo pages
// (data/demoLinks.test.ts), the rest are link targets (the data tests check every record's links).
const repeatedLines = new Set(progenyLines.slice(1));

export const germplasmRecords: DemoRecord<GermplasmResponse>[] = [
  ...lines.map((record) => ({
    key: Number(record.tairObjectId),
    name: record.name,
    record,
    ...(repeatedLines.has(record) ? { linkTarget: true as const } : {}),
  })),
  // Insertion lines of a few generated F-box and PPR loci (data/records/familyLoci/alleles.ts).
  ...familyGermplasmRecordList,
];
