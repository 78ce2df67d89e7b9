// Names only, so the config format can list them without importing the implementations.
export const derivationNames = [
  'locusSymbols',
  'locusTranscripts',
  'locusUpdateHistory',
  'locusMapAssignments',
  'locusGeneticMarkers',
  'locusGoAnnotations',
  'locusPoAnnotations',
  'locusGermplasms',
  'locusPolymorphisms',
  'geneFeatures',
  'geneMapLocations',
  'geneGoAnnotations',
  'genePoAnnotations',
  'geneGermplasms',
  'libraryRestrictionEnzymes',
  'germplasmProgenyLines',
  'ecotypeLatitude',
  'ecotypeLongitude',
  'ecotypeAltitude',
] as const;

export type DerivationName = (typeof derivationNames)[number];
