// Germplasm records (002 §3 Germplasm detail): wild-type lines, curated mutant lines, the locus fixture's
// insertion lines and an EMS population with 1,050 progeny lines. Each file says which of its parts are real.
import type { GermplasmResponse } from '../../../schemas/germplasm';
import type { DemoRecord } from '../../types';
import { curatedLines } from './curated';
import { fixtureLines } from './fixtureLines';
import { emsPopulation, progenyLines } from './progeny';
import { wildTypeLines } from './wildType';

const lines: GermplasmResponse[] = [...wildTypeLines, ...curatedLines, ...fixtureLines, emsPopulation, ...progenyLines];

export const germplasmRecords: DemoRecord<GermplasmResponse>[] = lines.map((record) => ({
  key: Number(record.tairObjectId),
  name: record.name,
  record,
}));
