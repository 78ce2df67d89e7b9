// A Col-0/Ler-0 polymorphism scored as a digest pattern, with the two accession-specific forms as their own
// records (the Associated Polymorphisms section). Demo data throughout. The Ler-0 form carries nothing but its
// name: the page must show every section's empty text.
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import { rosterEcotypes } from '../../roster';
import type { DemoRecord } from '../../types';
import { personAttribution } from '../person/community';
import { genesOf } from './build';

const GROUP = { key: 4500910, name: 'AT1G01010-CL1' };
const COL_FORM = { key: 4500911, name: 'AT1G01010-CL1-Col' };
const LER_FORM = { key: 4500912, name: 'AT1G01010-CL1-Ler' };

const form = (which: typeof COL_FORM, ecotype: keyof typeof rosterEcotypes, lengths: string, numSites: number) => ({
  groupPolymorphismId: which.key,
  polymorphismType: 'digest_pattern',
  polymorphicSequence: null,
  verified: 'T' as const,
  abbrevName: rosterEcotypes[ecotype].abbrevName,
  speciesVariantId: rosterEcotypes[ecotype].key,
  lengths,
  units: 'bp',
  enzymeName: 'HindIII',
  restrictionEnzymeId: 312,
  numSites,
});

const colForm = form(COL_FORM, 'COL_0', '520, 310', 1);
const lerForm = form(LER_FORM, 'LER_0', '830', 0);

const group: PolymorphismResponse = {
  originalName: GROUP.name,
  name: GROUP.name,
  polymorphismTairObjectId: GROUP.key,
  dateLastModified: '2009-04-21',
  aliases: ['CL1'],
  polymorphismType: 'substitution',
  chromosome: '1',
  mutationSite: 'A in Ler-0 for G in Col-0, removing a HindIII site',
  description: 'Single-nucleotide difference between Col-0 and Ler-0 in the third exon of AT1G01010.',
  attributions: [personAttribution('STOCK_DONOR', 'submitted by', '2009-04-21')],
  associatedGenes: genesOf('NAC001', 'exon'),
  tfcPolymorphisms: [colForm, lerForm],
  associatedNucleotideSequences: [{ genBankAccession: 'AY087844' }],
  germplasmCollections: [],
  globalAssignments: [{ chromosome: '1', name: 'AGI', mapId: 1, mapType: 'assembly_unit', startPosition: 4530, endPosition: 4530, units: 'bp', orientation: 'F' }],
  publications: [],
  comments: [],
};

const colFormRecord: PolymorphismResponse = {
  originalName: COL_FORM.name,
  name: COL_FORM.name,
  polymorphismTairObjectId: COL_FORM.key,
  dateLastModified: '2009-04-21',
  polymorphismType: 'digest_pattern',
  chromosome: '1',
  description: 'The Col-0 form of AT1G01010-CL1: HindIII cuts the 830 bp product once.',
  // The group itself and the other accession's form.
  tfcPolymorphisms: [{ groupPolymorphismId: GROUP.key, polymorphismType: 'substitution', verified: 'T' }, lerForm],
};

export const digestPatternRecords: DemoRecord<PolymorphismResponse>[] = [
  { key: GROUP.key, name: GROUP.name, record: group },
  { key: COL_FORM.key, name: COL_FORM.name, record: colFormRecord },
  { key: LER_FORM.key, name: LER_FORM.name, record: { name: LER_FORM.name } },
];
