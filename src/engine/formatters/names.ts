// Names only, so the config format can list them without importing the implementations.
export const formatterNames = [
  'date',
  'yesNo',
  'orientation',
  'evidenceCode',
  'insertSize',
  'authors',
  'obsoleteStatus',
  'number',
  'upperCase',
  'arrayElementKey',
  'geneSymbolType',
  'associatedLociCount',
  'stripNumericSuffix',
  'nameOrValue',
  'ontologyTermUrl',
  'keywordType',
  'stockOrderText',
  'originalNameOrName',
  'doiUrl',
] as const;

export type FormatterName = (typeof formatterNames)[number];
