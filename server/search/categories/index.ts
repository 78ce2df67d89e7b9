// Every search category, by the URL segment of POST /api/search/{category}. The index builder indexes the records
// of each module's sourceTypes; the routes validate and query through the module.
import type { CategoryModule } from '../types';
import { geneCategory } from './gene';

// One line per category module. The other categories of docs/search.md (dna, protein, germplasm, keyword,
// polymorphism, publication, community, marker, ecotype, transposon, transposonfamily, genesymbol, protocol)
// are added below this line, each from its own file in this folder.
export const categoryModules: readonly CategoryModule[] = [
  geneCategory,
];

export const categoryByName: ReadonlyMap<string, CategoryModule> = new Map(categoryModules.map((module) => [module.category, module]));
