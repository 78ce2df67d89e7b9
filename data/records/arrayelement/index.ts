// Array elements: the probe sets and gene-specific tags the NAC001 and LHY fixtures list, one Affymetrix spike-in
// control, and the demo elements of the generated family loci on the three platforms (data/records/familyLoci).
// The fixtures' element names, their loci and the array designs are real; probe sequences, intensities, slides and
// keys are demo data. A key is the element name lower-cased with spaces as underscores (002 §2.3).
import type { ArrayElementResponse } from '../../../schemas/arrayElement';
import { rosterLoci } from '../../roster';
import type { DemoRecord } from '../../types';
import type { ElementFacts } from './elementFacts';
import { familyArrayElements } from '../familyLoci/arrayElements';
import { ARRAY_DESIGN, ATH1_EXPERIMENTS, EXPERIMENT, experimentRef } from '../microarrayexperiment/index';
import { demoNucleotides } from '../sequence/nucleotides';

/** 002 §2.3: the key of an array element is its name lower-cased, spaces turned into underscores. */
export const arrayElementKey = (name: string) => name.toLowerCase().replace(/\s+/g, '_');

// The curated ATH1 elements were measured in every ATH1 experiment of the browse list.
export const ath1Experiments = ATH1_EXPERIMENTS;

const roster = (locus: keyof typeof rosterLoci) => ({ name: rosterLoci[locus].name, locusId: rosterLoci[locus].key });

const elements: ElementFacts[] = [
  { tairObjectId: 2800001, name: '261585_at', type: 'probe set', isControl: 'F', probeLength: 25, locus: roster('NAC001'), avgIntensity: 412.6, avgIntensityStdError: 18.3, design: 'ATH1', experiments: ath1Experiments },
  { tairObjectId: 2800002, name: 'CATMA1A00010', type: 'gene-specific tag', isControl: 'F', probeLength: 296, locus: roster('NAC001'), avgIntensity: 1.12, avgIntensityStdError: 0.09, design: 'CATMA', experiments: [EXPERIMENT.NITROGEN] },
  { tairObjectId: 2800003, name: '261569_at', type: 'probe set', isControl: 'F', probeLength: 25, locus: roster('LHY'), avgIntensity: 1893.4, avgIntensityStdError: 240.7, design: 'ATH1', experiments: ath1Experiments },
  { tairObjectId: 2800004, name: 'AFFX-BioB-5_at', type: 'control probe set', isControl: 'T', probeLength: null, locus: null, avgIntensity: 356.2, avgIntensityStdError: 11.8, design: 'ATH1', experiments: ath1Experiments },
];

// Demo signals: each element's mean, varied by replicate, so slides of one element look alike.
function slides(element: ElementFacts) {
  return element.experiments.flatMap((experiment, experimentIndex) =>
    [1, 2].map((replicate) => {
      const swing = ((element.tairObjectId + experimentIndex * 7 + replicate * 3) % 11) - 5;
      return {
        name: `${experimentRef(experiment).name} replicate ${replicate}`,
        signal: Math.round(element.avgIntensity * (1 + swing / 40) * 100) / 100,
        signalPercentile: Math.min(99, 40 + ((element.tairObjectId + swing) % 55)),
        experimentName: experimentRef(experiment).name,
      };
    }),
  );
}

/** Looked up by key, by name (upper-cased) and by the accession 'ArrayElement:{id}'. */
function arrayElementRecord(element: ElementFacts & { linkTarget?: true }): DemoRecord<ArrayElementResponse> {
  const { locus } = element;
  return {
    key: arrayElementKey(element.name),
    name: element.name,
    accession: `ArrayElement:${element.tairObjectId}`,
    record: {
      name: element.name,
      tairObjectId: element.tairObjectId,
      type: element.type,
      isControl: element.isControl,
      sequence: element.probeLength === null ? null : demoNucleotides(element.probeLength, element.tairObjectId),
      locus,
      avgIntensity: element.avgIntensity,
      avgIntensityStdError: element.avgIntensityStdError,
      slides: slides(element),
      experiments: element.experiments.map(experimentRef),
      arrayDesigns: [ARRAY_DESIGN[element.design]],
    },
    ...(element.linkTarget ? { linkTarget: true as const } : {}),
  };
}

export const arrayElementRecords: DemoRecord<ArrayElementResponse>[] = [...elements, ...familyArrayElements].map(arrayElementRecord);
