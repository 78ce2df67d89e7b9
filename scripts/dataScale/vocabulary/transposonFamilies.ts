// Transposon family names for the full-scale dataset, by super family. The name stems and super families are the
// ones the Arabidopsis transposon annotation uses (ATCOPIA, ATGP, ATHILA, VANDAL, ATENSPM, ATREP …); how many
// numbered families each stem has here, and every element count, are demo data.

export interface TransposonFamilyGroup {
  superFamily: string;
  /** Family names are the stem, the family's number and the suffix: ATCOPIA12, RathE2_cons. */
  stem: string;
  suffix?: string;
  families: number;
  /** How large this group's families tend to be (relative): helitrons and centromeric Gypsy are the largest. */
  size: number;
}

export const TRANSPOSON_FAMILY_GROUPS: readonly TransposonFamilyGroup[] = [
  { superFamily: 'LTR/Copia', stem: 'ATCOPIA', families: 95, size: 1 },
  { superFamily: 'LTR/Gypsy', stem: 'ATGP', families: 12, size: 3 },
  { superFamily: 'LTR/Gypsy', stem: 'ATHILA', families: 7, size: 8 },
  { superFamily: 'LTR/Gypsy', stem: 'ATLANTYS', families: 3, size: 6 },
  { superFamily: 'LINE/L1', stem: 'ATLINE1_', families: 11, size: 4 },
  { superFamily: 'SINE', stem: 'RathE', suffix: '_cons', families: 3, size: 10 },
  { superFamily: 'DNA/MuDR', stem: 'VANDAL', families: 24, size: 2 },
  { superFamily: 'DNA/MuDR', stem: 'ATMU', families: 13, size: 2 },
  { superFamily: 'DNA/En-Spm', stem: 'ATENSPM', families: 13, size: 3 },
  { superFamily: 'DNA/HAT', stem: 'ATHATN', families: 10, size: 2 },
  { superFamily: 'DNA/HAT', stem: 'SIMPLEHAT', families: 3, size: 4 },
  { superFamily: 'DNA/Harbinger', stem: 'ATTIRX', families: 6, size: 3 },
  { superFamily: 'DNA/Pogo', stem: 'LEMI', families: 4, size: 2 },
  { superFamily: 'DNA', stem: 'ATDNA', families: 72, size: 1 },
  { superFamily: 'RC/Helitron', stem: 'ATREP', families: 19, size: 12 },
  { superFamily: 'RC/Helitron', stem: 'HELITRON', families: 5, size: 8 },
];

/** Every family of the groups in order, as (name, super family, size); 300 in all. */
export const TRANSPOSON_FAMILY_NAMES: readonly { name: string; superFamily: string; size: number }[] = TRANSPOSON_FAMILY_GROUPS.flatMap((group) =>
  Array.from({ length: group.families }, (_, index) => ({ name: `${group.stem}${index + 1}${group.suffix ?? ''}`, superFamily: group.superFamily, size: group.size })),
);
