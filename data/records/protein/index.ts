// Every protein of the roster: NAC001's is the fixture; the others are built from the loci's facts. The fixtures'
// empty protein keeps every section empty. The built ones carry the structural class their domains give (demo); the
// fixtures are served as they are.
import { EMPTY_PROTEIN_ID, emptyProtein } from './fixtures/emptyProtein';
import { NAC001_PROTEIN_ID, nac001Protein } from './fixtures/nac001Protein';
import type { ProteinResponse } from '../../../schemas/protein';
import type { DemoRecord } from '../../types';
import { familyProteinRecordList } from '../familyLoci/index';
import { curatedLocusFacts } from '../locus/index';
import { buildProteins } from './build';
import { withStructuralClass } from './structuralClass';

export const proteinRecords: DemoRecord<ProteinResponse>[] = [
  { key: NAC001_PROTEIN_ID, name: nac001Protein.name, accession: `AASequence:${NAC001_PROTEIN_ID}`, record: nac001Protein },
  { key: EMPTY_PROTEIN_ID, name: emptyProtein.name, accession: `AASequence:${EMPTY_PROTEIN_ID}`, record: emptyProtein },
  ...[...curatedLocusFacts.flatMap(buildProteins), ...familyProteinRecordList].map(withStructuralClass),
];
