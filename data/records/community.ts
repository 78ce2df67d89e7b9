// Demo records of the stock, community and literature record types: germplasms, polymorphisms, ecotypes, clones,
// vectors, host strains, libraries, people, organizations, publications, protocols and gene symbols.
import type { DemoRecordSet } from '../types';

export const communityRecords: DemoRecordSet = {};
