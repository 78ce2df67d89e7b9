// Library records (002 §3 Library). Real: the library names, the clone-name prefixes, insert types, the
// accession the libraries were made from and the vectors. Demo data: the keys, insert size ranges, enzyme ids,
// stock numbers, host strains of the cDNA and ORF collections, dates and attributions.
import type { LibraryResponse } from '../../../schemas/library';
import type { DemoRecord } from '../../types';
import { hostStrainSummary } from '../hoststrain';
import { libraryKeys, wildTypeKeys } from '../keys';
import { organizationAttribution } from '../person/community';
import { vectorSummary } from '../vector';

const COL_0 = [{ name: 'Col-0', tairObjectId: wildTypeKeys.COL_0 }];

const hostStrain = (which: Parameters<typeof hostStrainSummary>[0]) => {
  const { genus, species, originalName, hostStrainId } = hostStrainSummary(which);
  return { genus, species, strainName: originalName, hostStrainId };
};

const libraries: [keyof typeof libraryKeys, LibraryResponse][] = [
  [
    'TAMU',
    {
      name: 'TAMU BAC library',
      dateLastModified: '2004-08-12',
      tairAccession: `Library:${libraryKeys.TAMU}`,
      aliases: ['TAMU'],
      description: 'Bacterial artificial chromosome library of Col-0 genomic DNA, used to sequence the genome.',
      abbreviation: 'T',
      insertType: 'genomic DNA',
      insertSizeRange: '80-120 kb',
      restrictionEnzymes: [{ name: 'HindIII', id: 312 }],
      stocks: [{ stockName: 'CD4-9', tairObjectId: null, stockType: 'library' }],
      vector: vectorSummary('PBELOBAC11'),
      hostStrains: [hostStrain('DH10B')],
      germplasms: COL_0,
      comments: [],
      attributions: [organizationAttribution('ABRC', 'distributed by', '2004-08-12')],
    },
  ],
  [
    'IGF',
    {
      name: 'IGF BAC library',
      dateLastModified: '2004-08-12',
      tairAccession: `Library:${libraryKeys.IGF}`,
      aliases: ['IGF'],
      description: 'Bacterial artificial chromosome library of Col-0 genomic DNA.',
      abbreviation: 'F',
      insertType: 'genomic DNA',
      insertSizeRange: '70-130 kb',
      restrictionEnzymes: [{ name: 'EcoRI', id: 215 }],
      stocks: [{ stockName: 'CD4-10', tairObjectId: null, stockType: 'library' }],
      vector: vectorSummary('PBELOBAC_KAN'),
      hostStrains: [hostStrain('DH10B')],
      germplasms: COL_0,
      comments: [],
      attributions: [organizationAttribution('ABRC', 'distributed by', '2004-08-12')],
    },
  ],
  [
    'RAFL',
    {
      name: 'RIKEN Arabidopsis full-length cDNA library',
      dateLastModified: '2006-01-30',
      tairAccession: `Library:${libraryKeys.RAFL}`,
      aliases: ['RAFL'],
      description: 'Full-length cDNA clones from Col-0 plants grown under a range of conditions.',
      abbreviation: 'RAFL',
      insertType: 'cDNA',
      insertSizeRange: '0.5-5 kb',
      restrictionEnzymes: [],
      stocks: [],
      hostStrains: [hostStrain('DH10B')],
      germplasms: COL_0,
      attributions: [],
    },
  ],
  [
    'SSP',
    {
      name: 'SSP ORF clone collection',
      dateLastModified: '2006-01-30',
      tairAccession: `Library:${libraryKeys.SSP}`,
      aliases: ['SSP', 'U clones'],
      description: 'Open reading frames cloned from start to stop codon for recombination into expression vectors.',
      abbreviation: 'U',
      insertType: 'ORF',
      insertSizeRange: '0.3-4 kb',
      restrictionEnzymes: [],
      stocks: [],
      vector: vectorSummary('PUNI51'),
      hostStrains: [hostStrain('DH5ALPHA')],
      germplasms: COL_0,
      attributions: [],
    },
  ],
];

export const libraryRecords: DemoRecord<LibraryResponse>[] = libraries.map(([which, record]) => ({ key: libraryKeys[which], name: record.name, record }));
