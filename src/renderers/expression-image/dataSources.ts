// 002 §2.4: the 22 experiment types of the Arabidopsis eFP browser the expression image can show.
// The value is the view name the service expects (spaces as underscores); the label is what the select shows.
export const EXPRESSION_DATA_SOURCES = [
  'Abiotic_Stress',
  'Abiotic_Stress_II',
  'Biotic_Stress',
  'Biotic_Stress_II',
  'Chemical',
  'Development_RMA',
  'Developmental_Map',
  'Developmental_Mutants',
  'Embryo',
  'Germination',
  'Guard_Cell',
  'Hormone',
  'Klepikova_Atlas',
  'Lateral_Root_Initiation',
  'Light_Series',
  'Natural_Variation',
  'Regeneration',
  'Root',
  'Root_II',
  'Seed',
  'Shoot_Apex',
  'Tissue_Specific',
] as const;

export type ExpressionDataSource = (typeof EXPRESSION_DATA_SOURCES)[number];

/** 002 §2.4: the default data source. */
export const DEFAULT_EXPRESSION_DATA_SOURCE: ExpressionDataSource = 'Klepikova_Atlas';

/** 'Lateral_Root_Initiation' → 'Lateral Root Initiation'. */
export const dataSourceLabel = (dataSource: string) => dataSource.replace(/_/g, ' ');
