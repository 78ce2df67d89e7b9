// Named derivations: values a field computes from the whole record instead of reading one path (DESIGN: anything
// that needs code is named, not inlined in a config). Each is pure and never throws, whatever the record holds.
import { geneGoAnnotations, genePoAnnotations, locusGoAnnotations, locusPoAnnotations } from './annotations';
import { geneFeatures } from './geneFeatures';
import { geneGermplasms, locusGermplasms, locusPolymorphisms } from './germplasms';
import { geneMapLocations, locusGeneticMarkers, locusMapAssignments } from './mapping';
import { locusSymbols, locusTranscripts, locusUpdateHistory } from './locusSummary';
import { libraryRestrictionEnzymes } from './library';
import { ecotypeAltitude, ecotypeLatitude, ecotypeLongitude } from './ecotypeRanges';
import { germplasmProgenyLines } from './pedigree';
import type { DerivationName } from './names';

export const derivations: Record<DerivationName, (record: unknown) => unknown> = {
  locusSymbols,
  locusTranscripts,
  locusUpdateHistory,
  locusMapAssignments,
  locusGeneticMarkers,
  locusGoAnnotations,
  locusPoAnnotations,
  locusGermplasms,
  locusPolymorphisms,
  geneFeatures,
  geneMapLocations,
  geneGoAnnotations,
  genePoAnnotations,
  geneGermplasms,
  libraryRestrictionEnzymes,
  germplasmProgenyLines,
  ecotypeLatitude,
  ecotypeLongitude,
  ecotypeAltitude,
};

export { derivationNames, type DerivationName } from './names';
