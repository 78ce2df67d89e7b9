// Gene families, each with its member loci of this dataset; the browse list (data/static/gene-families.json) names
// them with the same key, name, count text and submitter, which genefamily.test.ts checks. Family names are real;
// the count texts give the family sizes of the genome-wide surveys (NAC: Ooka et al. 2003; MADS-box: Parenicová et
// al. 2003; AP2/ERF: Nakano et al. 2006; F-box: Gagne et al. 2002; PPR: Lurin et al. 2004; PEBP and Dicer-like from
// their well-known members), and the MYB-related and B3 lists leave the count out. The F-box and PPR members are
// the dataset's generated family loci (records/familyLoci), demo records all. Submitters (the roster's demo
// curators), dates and keys are demo data.
import type { GeneFamilyResponse } from '../../../schemas/geneFamily';
import { rosterLoci, rosterOrganizations, rosterPeople } from '../../roster';
import type { DemoRecord } from '../../types';
import type { FamilyName } from '../familyLoci/families';
import { familyLocusPlan } from '../familyLoci/plan';

type RosterLocusName = keyof typeof rosterLoci;

const curator = rosterPeople.CURATOR_ANNOTATIONS;
const submitter = { firstName: curator.firstName, lastName: curator.lastName, communityId: curator.key, organizationName: rosterOrganizations.TAIR.name };

type FamilyMember = NonNullable<GeneFamilyResponse['loci']>[number];

const rosterMembers = (members: readonly RosterLocusName[]): FamilyMember[] =>
  members.map((member) => {
    const locus = rosterLoci[member];
    return { name: locus.name, locusId: locus.key, symbol: locus.symbol, fullName: locus.fullName };
  });

/** The generated loci of one family that are still in use (obsolete loci are no longer members of anything). */
const generatedMembers = (familyName: FamilyName): FamilyMember[] =>
  familyLocusPlan
    .filter((plan) => plan.family === familyName && !plan.obsolete)
    .map((plan) => ({ name: plan.name, locusId: plan.key, symbol: plan.symbol?.name ?? null, fullName: plan.symbol?.fullName ?? null }));

const family = (
  key: number,
  name: string,
  countText: string | null,
  description: string,
  loci: FamilyMember[],
): DemoRecord<GeneFamilyResponse> => ({
  key,
  record: { name, countText, submitter, description, dateLastModified: '2019-10-01', loci },
});

export const geneFamilyRecords: DemoRecord<GeneFamilyResponse>[] = [
  family(3100001, 'NAC transcription factor family', '105 genes', 'Plant-specific transcription factors with an N-terminal NAC domain.', rosterMembers(['NAC001'])),
  family(3100002, 'MYB-related transcription factor family', null, 'Transcription factors with a single MYB repeat, among them the morning-phased clock genes.', rosterMembers(['LHY', 'CCA1'])),
  family(3100003, 'MADS-box transcription factor family', '107 genes', 'Transcription factors with a MADS DNA-binding domain; the MIKC type adds a K-box.', rosterMembers(['AP1', 'FLC'])),
  family(3100004, 'AP2/ERF transcription factor family', '147 genes', 'Transcription factors with one or two AP2/ERF DNA-binding domains.', rosterMembers(['AP2'])),
  family(3100005, 'B3 domain transcription factor family', null, 'Transcription factors with a B3 DNA-binding domain, including the NGATHA clade.', rosterMembers(['NGA3'])),
  family(3100006, 'PEBP family', '6 genes', 'Phosphatidylethanolamine-binding proteins: the florigen FT and its relatives TSF, TFL1, ATC, BFT and MFT.', rosterMembers(['FT'])),
  family(3100007, 'Dicer-like family', '4 genes', 'Ribonuclease III enzymes that cut double-stranded RNA into small RNAs.', rosterMembers(['DCL1'])),
  family(
    3100008,
    'F-box protein family',
    'about 700 genes',
    'Proteins with an F-box motif of about 50 residues that binds SKP1, the substrate-recognition subunits of SCF ubiquitin ligases. The members listed are the demo records of this dataset.',
    generatedMembers('FBOX'),
  ),
  family(
    3100009,
    'Pentatricopeptide repeat (PPR) protein family',
    'about 450 genes in 2 subfamilies (P and PLS)',
    'RNA-binding proteins with tandem 35-residue repeats, most of them targeted to mitochondria or plastids. The members listed are the demo records of this dataset.',
    generatedMembers('PPR'),
  ),
];
