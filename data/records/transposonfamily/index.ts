// Transposon families (real family and superfamily names), each listing its elements of this dataset. Keys and
// update dates are demo data.
import type { TransposonFamilyResponse } from '../../../schemas/transposonFamily';
import type { DemoRecord } from '../../types';
import { TRANSPOSON_FAMILY } from '../transposon/keys';
import { SUPERFAMILY, transposonFacts } from '../transposon';

const DATE_LAST_UPDATED = '2021-06-15';

export const transposonFamilyRecords: DemoRecord<TransposonFamilyResponse>[] = Object.entries(TRANSPOSON_FAMILY).map(([family, key]) => ({
  key,
  record: {
    transposonFamilyName: family,
    superFamilyName: SUPERFAMILY[family as keyof typeof TRANSPOSON_FAMILY],
    dateLastUpdated: DATE_LAST_UPDATED,
    associatedTransposons: transposonFacts
      .filter((element) => element.family === family)
      .map((element) => ({ name: element.name, transposonId: element.key, chromosome: element.chromosome, start: element.start, end: element.end })),
  },
}));
