// Demo records of the stock, community and literature record types: germplasms, polymorphisms, ecotypes, clones,
// clone ends, vectors, host strains, libraries, people, organizations, publications, protocols and gene symbols.
// Each type's files (data/records/<type>/) say which of their parts are real public facts and which are demo data.
import type { DemoRecordSet } from '../types';
import { cloneRecords } from './clone';
import { cloneEndRecords } from './cloneend';
import { ecotypeRecords } from './ecotype';
import { geneSymbolRecords } from './genesymbol';
import { germplasmRecords } from './germplasm';
import { hostStrainRecords } from './hoststrain';
import { libraryRecords } from './library';
import { organizationRecords } from './organization';
import { personRecords } from './person';
import { polymorphismRecords } from './polymorphism';
import { protocolRecords } from './protocol';
import { publicationRecords } from './publication';
import { vectorRecords } from './vector';

export const communityRecords: DemoRecordSet = {
  germplasm: germplasmRecords,
  polymorphism: polymorphismRecords,
  ecotype: ecotypeRecords,
  clone: cloneRecords,
  cloneend: cloneEndRecords,
  vector: vectorRecords,
  hoststrain: hostStrainRecords,
  library: libraryRecords,
  person: personRecords,
  organization: organizationRecords,
  publication: publicationRecords,
  protocol: protocolRecords,
  genesymbol: geneSymbolRecords,
};
