// Gene families, each with its member loci of this dataset. Family names are real; the count texts give the
// family sizes of the genome-wide surveys (NAC: Ooka et al. 2003; MADS-box: Parenicová et al. 2003; AP2/ERF:
// Nakano et al. 2006; PEBP and Dicer-like from their well-known members), and the MYB-related and B3 lists leave
// the count out. Submitters (the roster's demo curators), dates and keys are demo data.
import type { GeneFamilyResponse } from '../../../schemas/geneFamily';
import { rosterLoci, rosterOrganizations, rosterPeople } from '../../roster';
import type { DemoRecord } from '../../types';

type RosterLocusName = keyof typeof rosterLoci;

const curator = rosterPeople.CURATOR_ANNOTATIONS;
const submitter = { firstName: curator.firstName, lastName: curator.lastName, communityId: curator.key, organizationName: rosterOrganizations.TAIR.name };

const family = (key: number, name: string, countText: string | null, description: string, members: readonly RosterLocusName[]): DemoRecord<GeneFamilyResponse> => ({
  key,
  record: {
    name,
    countText,
    submitter,
    description,
    dateLastModified: '2019-10-01',
    loci: members.map((member) => {
      const locus = rosterLoci[member];
      return { name: locus.name, locusId: locus.key, symbol: locus.symbol, fullName: locus.fullName };
    }),
  },
});

export const geneFamilyRecords: DemoRecord<GeneFamilyResponse>[] = [
  family(3100001, 'NAC transcription factor family', '105 genes', 'Plant-specific transcription factors with an N-terminal NAC domain.', ['NAC001']),
  family(3100002, 'MYB-related transcription factor family', null, 'Transcription factors with a single MYB repeat, among them the morning-phased clock genes.', ['LHY', 'CCA1']),
  family(3100003, 'MADS-box transcription factor family', '107 genes', 'Transcription factors with a MADS DNA-binding domain; the MIKC type adds a K-box.', ['AP1', 'FLC']),
  family(3100004, 'AP2/ERF transcription factor family', '147 genes', 'Transcription factors with one or two AP2/ERF DNA-binding domains.', ['AP2']),
  family(3100005, 'B3 domain transcription factor family', null, 'Transcription factors with a B3 DNA-binding domain, including the NGATHA clade.', ['NGA3']),
  family(3100006, 'PEBP family', '6 genes', 'Phosphatidylethanolamine-binding proteins: the florigen FT and its relatives TSF, TFL1, ATC, BFT and MFT.', ['FT']),
  family(3100007, 'Dicer-like family', '4 genes', 'Ribonuclease III enzymes that cut double-stranded RNA into small RNAs.', ['DCL1']),
];
