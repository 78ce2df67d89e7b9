// Vector records (002 §3 Vector). Real: the vector names and types, their selectable markers and promoters,
// and which insertion-line collection or library each vector was used for. Demo data: the keys, the stock
// numbers (CD3- pattern), the host strain each vector is kept in, images and attributions.
import type { VectorResponse } from '../../../schemas/vector';
import type { DemoRecord } from '../../types';
import { hostStrainSummary } from '../hoststrain';
import { libraryKeys, vectorKeys } from '../keys';
import { organizationAttribution, organizationName, personAttribution } from '../person/community';

type VectorName = keyof typeof vectorKeys;

const stock = (which: VectorName, stockAvailabilityType = 'available') => ({
  stockId: 8000000 + vectorKeys[which] - 6001000,
  name: `CD3-${1000 + vectorKeys[which] - 6001000}`,
  stockAvailabilityType,
  donorStockNumber: null,
  description: 'plasmid DNA',
  firstName: null,
  lastName: null,
  ...organizationName('ABRC'),
});

const vector = (which: VectorName, record: VectorResponse, stockAvailability?: string): [VectorName, VectorResponse] => [
  which,
  { tairObjectId: vectorKeys[which], stockDetails: [stock(which, stockAvailability)], ...record },
];

const vectors: [VectorName, VectorResponse][] = [
  vector('PBIN19', {
    name: 'pBIN19',
    vectorType: 'binary vector',
    description: 'Binary vector for Agrobacterium-mediated plant transformation, with the nptII plant selectable marker.',
    hostStrain: hostStrainSummary('GV3101'),
    promoterName: 'nos',
    promoterInfo: 'The nopaline synthase promoter drives nptII.',
    antibioticResistance: 'kanamycin (bacteria and plants)',
    libraryVectors: [],
    imageDetails: [{ imageId: 9601, name: 'pBIN19 map', description: 'T-DNA region between the left and right borders' }],
    attributions: [personAttribution('CURATOR', 'entered by', '2005-03-02')],
  }),
  vector('PCAMBIA1300', {
    name: 'pCAMBIA1300',
    vectorType: 'binary vector',
    description: 'Binary vector with hygromycin selection in plants and a multiple cloning site in lacZ alpha.',
    hostStrain: hostStrainSummary('GV3101'),
    promoterName: 'CaMV 35S',
    promoterInfo: 'The CaMV 35S promoter drives hptII.',
    antibioticResistance: 'kanamycin (bacteria); hygromycin (plants)',
    libraryVectors: [],
    imageDetails: [],
    attributions: [],
  }),
  vector('PGREENII_0029', {
    name: 'pGreenII 0029',
    vectorType: 'binary vector',
    description: 'Small binary vector; replication in Agrobacterium needs the helper plasmid pSoup.',
    hostStrain: hostStrainSummary('C58C1'),
    promoterName: 'nos',
    promoterInfo: 'The nopaline synthase promoter drives nptII.',
    antibioticResistance: 'kanamycin (bacteria and plants)',
    libraryVectors: [],
    imageDetails: [],
    attributions: [],
  }),
  vector('PROK2', {
    name: 'pROK2',
    vectorType: 'binary vector',
    description: 'The T-DNA vector of the SALK insertion lines.',
    hostStrain: hostStrainSummary('GV3101'),
    promoterName: 'CaMV 35S',
    promoterInfo: null,
    antibioticResistance: 'kanamycin (bacteria and plants)',
    libraryVectors: [],
    imageDetails: [],
    attributions: [organizationAttribution('ABRC', 'donated by', '2003-06-16')],
  }),
  vector('PCSA110', {
    name: 'pCSA110',
    vectorType: 'binary vector',
    description: 'The T-DNA vector of the SAIL insertion lines.',
    antibioticResistance: 'BASTA (plants)',
    libraryVectors: [],
    imageDetails: [],
    attributions: [],
  }),
  vector('PAC161', {
    name: 'pAC161',
    vectorType: 'binary vector',
    description: 'The T-DNA vector of the GABI-Kat insertion lines.',
    antibioticResistance: 'sulfadiazine (plants)',
    libraryVectors: [],
    imageDetails: [],
    attributions: [],
  }),
  vector('PDS_LOX', {
    name: 'pDs-Lox',
    vectorType: 'binary vector',
    description: 'The T-DNA vector of the WiscDsLox insertion lines, carrying a Ds element with lox sites.',
    antibioticResistance: 'BASTA (plants)',
    libraryVectors: [],
    imageDetails: [],
    attributions: [],
  }),
  vector('PBELOBAC11', {
    name: 'pBeloBAC11',
    vectorType: 'BAC vector',
    description: 'Single-copy bacterial artificial chromosome vector based on the F factor.',
    hostStrain: hostStrainSummary('DH10B'),
    antibioticResistance: 'chloramphenicol (bacteria)',
    libraryVectors: [{ name: 'TAMU BAC library', libraryId: libraryKeys.TAMU }],
    imageDetails: [],
    attributions: [],
  }),
  vector(
    'PBELOBAC_KAN',
    {
      name: 'pBeloBAC-Kan',
      vectorType: 'BAC vector',
      description: 'pBeloBAC11 with a kanamycin-resistance gene.',
      hostStrain: hostStrainSummary('DH10B'),
      antibioticResistance: 'kanamycin (bacteria)',
      libraryVectors: [{ name: 'IGF BAC library', libraryId: libraryKeys.IGF }],
      imageDetails: [],
      attributions: [],
    },
    'no longer distributed',
  ),
  vector('PUNI51', {
    name: 'pUNI51',
    vectorType: 'plasmid',
    description: 'Univector for Cre-lox recombination cloning; the vector of the SSP ORF clones.',
    antibioticResistance: 'kanamycin (bacteria)',
    libraryVectors: [{ name: 'SSP ORF clone collection', libraryId: libraryKeys.SSP }],
    imageDetails: [],
    attributions: [],
  }),
];

export const vectorRecords: DemoRecord<VectorResponse>[] = vectors.map(([which, record]) => ({ key: vectorKeys[which], name: record.name, record }));

/** A vector as clones and libraries name it. */
export function vectorSummary(which: VectorName) {
  const record = vectors.find(([candidate]) => candidate === which)?.[1];
  return { name: record?.name ?? null, vectorId: vectorKeys[which], vectorType: record?.vectorType ?? null };
}
