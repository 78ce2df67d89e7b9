// Every search category, by the URL segment of POST /api/search/{category}. The index builder indexes the records
// of each module's sourceTypes; the routes validate and query through the module.
import type { CategoryModule } from '../types';
import { geneCategory } from './gene';
import { communityCategory } from './community';
import { dnaCategory } from './dna';
import { ecotypeCategory } from './ecotype';
import { geneSymbolCategory } from './genesymbol';
import { germplasmCategory } from './germplasm';
import { keywordCategory } from './keyword';
import { markerCategory } from './marker';
import { polymorphismCategory } from './polymorphism';
import { proteinCategory } from './protein';
import { protocolCategory } from './protocol';
import { publicationCategory } from './publication';
import { transposonCategory } from './transposon';
import { transposonFamilyCategory } from './transposonfamily';

// One line per category module. The other categories of docs/search.md (dna, protein, germplasm, keyword,
// polymorphism, publication, community, marker, ecotype, transposon, transposonfamily, genesymbol, protocol)
// are added below this line, each from its own file in this folder.
export const categoryModules: readonly CategoryModule[] = [
  geneCategory,
  dnaCategory,
  proteinCategory,
  germplasmCategory,
  keywordCategory,
  polymorphismCategory,
  publicationCategory,
  communityCategory,
  markerCategory,
  ecotypeCategory,
  transposonCategory,
  transposonFamilyCategory,
  geneSymbolCategory,
  protocolCategory,
];

export const categoryByName: ReadonlyMap<string, CategoryModule> = new Map(categoryModules.map((module) => [module.category, module]));
