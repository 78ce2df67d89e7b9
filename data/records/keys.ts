// Keys of this group's records that other records of the group point at, kept apart from the records so that
// the record files can refer to each other without import cycles. All keys are demo data.
import { rosterClones } from '../roster';

export const vectorKeys = {
  PBIN19: 6001001,
  PCAMBIA1300: 6001002,
  PGREENII_0029: 6001003,
  PROK2: 6001004,
  PCSA110: 6001005,
  PAC161: 6001006,
  PDS_LOX: 6001007,
  PBELOBAC11: 6001008,
  PBELOBAC_KAN: 6001009,
  PUNI51: 6001010,
} as const;

export const hostStrainKeys = { DH5ALPHA: 6101001, DH10B: 6101002, GV3101: 6101003, C58C1: 6101004 } as const;

export const libraryKeys = { TAMU: 6201001, IGF: 6201002, RAFL: 6201003, SSP: 6201004 } as const;

export const cloneKeys = { T25K16: rosterClones.T25K16.key, F22L4: rosterClones.F22L4.key, FT_CDNA: rosterClones.FT_CDNA.key } as const;

export const cloneEndKeys = { T25K16_T7: 5101001, T25K16_SP6: 5101002, F22L4_T7: 5101003 } as const;

/** Wild-type lines of the roster ecotypes. */
export const wildTypeKeys = {
  COL_0: 4690001,
  LER_0: 4690002,
  WS_2: 4690003,
  C24: 4690004,
  CVI_0: 4690005,
  ND_1: 4690006,
  NO_0: 4690007,
  RLD_1: 4690008,
  SHA: 4690009,
  BUR_0: 4690010,
} as const;

/** The EMS population whose progeny lines follow it (data/records/germplasm/progeny.ts). */
export const emsPopulationKey = 4690100;
