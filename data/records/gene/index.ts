// Every gene model of the roster: the NAC001 model is the fixture; the others are built from the loci's facts (LHY
// has the four models its fixture lists). The fixtures' empty gene model of AT5G99990 keeps every section empty.
import { NAC001_GENE_ID } from '../locus/fixtures/nac001';
import { emptyGene, EMPTY_GENE_ID } from './fixtures/emptyGene';
import { nac001Gene } from './fixtures/nac001Gene';
import type { GeneResponse } from '../../../schemas/gene';
import type { DemoRecord } from '../../types';
import { familyGeneModelRecords } from '../familyLoci/index';
import { curatedLocusFacts } from '../locus/index';
import { buildGeneModels } from './build';

export const geneRecords: DemoRecord<GeneResponse>[] = [
  { key: NAC001_GENE_ID, name: nac001Gene.name, accession: `Gene:${NAC001_GENE_ID}`, record: nac001Gene },
  { key: EMPTY_GENE_ID, name: emptyGene.name, accession: `Gene:${EMPTY_GENE_ID}`, record: emptyGene },
  ...curatedLocusFacts.flatMap(buildGeneModels),
  ...familyGeneModelRecords,
];
