// Demo array elements of the generated family loci, on the three platforms the gene search's microarray action
// offers: Affymetrix ATH1 probe sets, CATMA gene-specific tags and Agilent-G2519F-021169 probes. The names follow each
// platform's pattern but are made up (ATH1 probe sets of the real array stop below 270000_at). One element per
// platform is an ordinary record; the rest repeat its pattern and are link targets.
import type { ElementFacts } from '../arrayelement/elementFacts';
import { EXPERIMENT } from '../microarrayexperiment/index';
import { familyLocusPlan, type FamilyLocusPlan } from './plan';

type FamilyElement = ElementFacts & { linkTarget?: true };

const current = familyLocusPlan.filter((plan) => plan.kind === 'protein_coding' && !plan.obsolete);

const locusOf = (plan: FamilyLocusPlan) => ({ name: plan.name, locusId: plan.key });

/** Signal levels that differ from locus to locus but never change between starts. */
const intensity = (plan: FamilyLocusPlan, scale: number) => Math.round(((plan.index * 7919) % 1000) * scale + 50 * scale) / 100;

const ath1 = current.filter((_, position) => position % 6 === 0).map((plan, n): FamilyElement => ({
  tairObjectId: 2_810_001 + n,
  name: `${270_001 + n}_at`,
  type: 'probe set',
  isControl: 'F',
  probeLength: 25,
  locus: locusOf(plan),
  avgIntensity: intensity(plan, 100),
  avgIntensityStdError: intensity(plan, 6),
  design: 'ATH1',
  experiments: [EXPERIMENT.DEVELOPMENT, EXPERIMENT.SALT, EXPERIMENT.CIRCADIAN],
}));

const catma = current.filter((_, position) => position % 9 === 4).map((plan, n): FamilyElement => ({
  tairObjectId: 2_820_001 + n,
  name: `CATMA${plan.chromosome}A${plan.name.slice(4)}`,
  type: 'gene-specific tag',
  isControl: 'F',
  probeLength: 150 + ((plan.index * 37) % 350),
  locus: locusOf(plan),
  avgIntensity: intensity(plan, 0.4),
  avgIntensityStdError: intensity(plan, 0.03),
  design: 'CATMA',
  experiments: [EXPERIMENT.NITROGEN],
}));

const agilent = current.filter((_, position) => position % 11 === 2).map((plan, n): FamilyElement => ({
  tairObjectId: 2_830_001 + n,
  name: `A_84_P9${String(10_001 + n).padStart(5, '0')}`,
  type: 'oligonucleotide probe',
  isControl: 'F',
  probeLength: 60,
  locus: locusOf(plan),
  avgIntensity: intensity(plan, 25),
  avgIntensityStdError: intensity(plan, 2),
  design: 'AGILENT',
  experiments: [EXPERIMENT.SENESCENCE],
}));

const repeated = (elements: FamilyElement[]) => elements.map((element, position) => (position === 0 ? element : { ...element, linkTarget: true as const }));

export const familyArrayElements: readonly FamilyElement[] = [...repeated(ath1), ...repeated(catma), ...repeated(agilent)];

/** The elements of a locus, as its page lists them: ATH1 and Agilent arrays are one-colour, CATMA two-colour. */
export function arrayElementsOf(plan: FamilyLocusPlan) {
  const own = familyArrayElements.filter((element) => element.locus?.locusId === plan.key);
  return {
    single: own.filter((element) => element.design !== 'CATMA').map((element) => ({ name: element.name })),
    dual: own.filter((element) => element.design === 'CATMA').map((element) => ({ name: element.name })),
  };
}
