// Names only, so the config format can list them without importing the implementations.
export const derivationNames = [
  'locusSymbols',
  'locusTranscripts',
  'locusGoAnnotations',
  'locusPoAnnotations',
  'geneFeatures',
  'geneGoAnnotations',
  'genePoAnnotations',
  'locusMapAssignments',
  'locusGermplasms',
  'locusUpdateHistory',
] as const;

export type DerivationName = (typeof derivationNames)[number];
