// Keys of the demo transposons and transposon families, apart from their records so that locus facts can name
// them without importing the records.

export const TRANSPOSON_FAMILY = { ATCOPIA78: 6800001, ATGP1: 6800002, ATHILA2: 6800003, VANDAL21: 6800004, ATENSPM3: 6800005 } as const;

export const TRANSPOSON = {
  ATCOPIA78_CHR1: 6900001,
  ATCOPIA78_CHR3: 6900002,
  ATGP1_CHR1: 6900003,
  ATGP1_CHR5: 6900004,
  ATHILA2_CHR1: 6900005,
  ATHILA2_CHR3: 6900006,
  VANDAL21_CHR2: 6900007,
  ATENSPM3_CHR4: 6900008,
} as const;
