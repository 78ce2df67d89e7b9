// The derivations a page can compute. Most are here from the start; those only a few record types use (a gene's
// features, a library's enzymes, a germplasm's progeny, an ecotype's ranges) load with the pages that name them, as
// on-demand renderers do (../registry.ts), so the code every detail page loads, the locus page's among them, does
// not carry them. The detail route preloads the ones its config names before the page renders (lazyDetailRoutes).
import type { RecordTypeConfigData } from '../config/format';
import { geneGoAnnotations, genePoAnnotations, locusGoAnnotations, locusPoAnnotations } from './annotations';
import { geneGermplasms, locusGermplasms, locusPolymorphisms } from './germplasms';
import { geneMapLocations, locusGeneticMarkers, locusMapAssignments } from './mapping';
import { locusSymbols, locusTranscripts, locusUpdateHistory } from './locusSummary';
import type { DerivationName } from './names';

type Derivation = (record: unknown) => unknown;

const fromTheStart = {
  locusSymbols,
  locusTranscripts,
  locusUpdateHistory,
  locusMapAssignments,
  locusGeneticMarkers,
  locusGoAnnotations,
  locusPoAnnotations,
  locusGermplasms,
  locusPolymorphisms,
  geneMapLocations,
  geneGoAnnotations,
  genePoAnnotations,
  geneGermplasms,
};

// Every name not loaded from the start has a loader here (a missing one is a compile error).
const onDemand: Record<Exclude<DerivationName, keyof typeof fromTheStart>, () => Promise<Derivation>> = {
  geneFeatures: () => import('./geneFeatures').then((module) => module.geneFeatures),
  libraryRestrictionEnzymes: () => import('./library').then((module) => module.libraryRestrictionEnzymes),
  germplasmProgenyLines: () => import('./pedigree').then((module) => module.germplasmProgenyLines),
  ecotypeLatitude: () => import('./ecotypeRanges').then((module) => module.ecotypeLatitude),
  ecotypeLongitude: () => import('./ecotypeRanges').then((module) => module.ecotypeLongitude),
  ecotypeAltitude: () => import('./ecotypeRanges').then((module) => module.ecotypeAltitude),
};

const ready: Partial<Record<DerivationName, Derivation>> = { ...fromTheStart };

/** The derivation `name`, which must have loaded (preloadDerivations): a page that shows it has preloaded it. */
export function loadedDerivation(name: DerivationName): Derivation {
  const derivation = ready[name];
  if (!derivation) throw new Error(`The derivation ${name} has not loaded.`);
  return derivation;
}

/** Loads the on-demand derivations a record type's page names, so that its fields can read them as it renders. */
export async function preloadDerivations(config: RecordTypeConfigData): Promise<void> {
  const names = new Set([
    ...config.sections.flatMap((section) => section.fields.flatMap((field) => (field.derive ? [field.derive] : []))),
    ...derivationsNamedIn(config.summary),
  ]);
  await Promise.all(
    [...names]
      .filter((name) => !ready[name])
      .map(async (name) => {
        ready[name] = await onDemand[name as keyof typeof onDemand]();
      }),
  );
}

/** Every derivation a part of the config names (`derive` at any depth: the summary band's items and their parts). */
function derivationsNamedIn(part: unknown, found: DerivationName[] = []): DerivationName[] {
  if (Array.isArray(part)) for (const element of part) derivationsNamedIn(element, found);
  else if (part && typeof part === 'object') {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'derive' && typeof value === 'string') found.push(value as DerivationName);
      else derivationsNamedIn(value, found);
    }
  }
  return found;
}

/** Hands over every derivation already loaded, for stories and tests that show every page at once. */
export function provideDerivations(all: Readonly<Record<DerivationName, Derivation>>): void {
  Object.assign(ready, all);
}
