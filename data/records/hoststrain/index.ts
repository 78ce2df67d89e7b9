// Host strain records (002 §3 Host strain). Real: the strain names, species, genotypes and media. Demo data:
// the keys, dates, comments and attributions.
import type { HostStrainResponse } from '../../../schemas/hostStrain';
import type { DemoRecord } from '../../types';
import { hostStrainKeys } from '../keys';
import { comment, organizationAttribution } from '../person/community';

const E_COLI = [{ genus: 'Escherichia', species: 'coli' }];
const AGROBACTERIUM = [{ genus: 'Agrobacterium', species: 'tumefaciens' }];

const strains: [keyof typeof hostStrainKeys, HostStrainResponse][] = [
  [
    'DH5ALPHA',
    {
      name: 'DH5alpha',
      dateLastModified: '2008-10-06',
      tairAccession: `HostStrain:${hostStrainKeys.DH5ALPHA}`,
      media: 'LB, 37 °C',
      genotype: 'F– φ80lacZΔM15 Δ(lacZYA-argF)U169 recA1 endA1 hsdR17(rK–, mK+) phoA supE44 λ– thi-1 gyrA96 relA1',
      taxons: E_COLI,
      comments: [],
      attributions: [organizationAttribution('ABRC', 'entered by', '2008-10-06')],
    },
  ],
  [
    'DH10B',
    {
      name: 'DH10B',
      dateLastModified: '2008-10-06',
      tairAccession: `HostStrain:${hostStrainKeys.DH10B}`,
      media: 'LB, 37 °C',
      genotype: 'F– mcrA Δ(mrr-hsdRMS-mcrBC) φ80lacZΔM15 ΔlacX74 recA1 endA1 araD139 Δ(ara-leu)7697 galU galK λ– rpsL nupG',
      taxons: E_COLI,
      comments: [comment('CURATOR', 'The host of the BAC libraries: it takes up large plasmids well by electroporation.', '2010-02-15')],
      attributions: [organizationAttribution('ABRC', 'entered by', '2008-10-06')],
    },
  ],
  [
    'GV3101',
    {
      name: 'GV3101',
      dateLastModified: '2012-05-21',
      tairAccession: `HostStrain:${hostStrainKeys.GV3101}`,
      media: 'LB or YEP with rifampicin and gentamicin, 28 °C',
      genotype: 'C58 chromosomal background, rifampicin resistant; carries the disarmed Ti plasmid pMP90 (gentamicin resistant)',
      taxons: AGROBACTERIUM,
      comments: [],
      attributions: [organizationAttribution('ABRC', 'entered by', '2012-05-21')],
    },
  ],
  [
    'C58C1',
    {
      name: 'C58C1',
      dateLastModified: '2012-05-21',
      tairAccession: `HostStrain:${hostStrainKeys.C58C1}`,
      media: 'LB or YEP with rifampicin, 28 °C',
      genotype: 'C58 cured of its Ti plasmid pTiC58, rifampicin resistant',
      taxons: AGROBACTERIUM,
    },
  ],
];

export const hostStrainRecords: DemoRecord<HostStrainResponse>[] = strains.map(([which, record]) => ({
  key: hostStrainKeys[which],
  name: record.name,
  record,
}));

/** A host strain as clones and vectors name it. */
export function hostStrainSummary(which: keyof typeof hostStrainKeys) {
  const record = strains.find(([candidate]) => candidate === which)?.[1];
  const [genus, species] = [record?.taxons?.[0]?.genus ?? null, record?.taxons?.[0]?.species ?? null];
  return { genus, species, originalName: record?.name ?? null, hostStrainId: hostStrainKeys[which] };
}
