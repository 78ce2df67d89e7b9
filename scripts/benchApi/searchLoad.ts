// The search runs of `npm run bench:api`: what each asks and the target it is held to (the search issue's: every
// category p95 < 50 ms, general gene search p50 < 10 ms, a contains query of 3+ characters p95 < 30 ms). Texts are
// drawn from the index itself, so every request searches for something that exists.
import Database from 'better-sqlite3';
import { categoryModules } from '../../server/search/categories';
import type { Random } from '../dataScale/random';

export interface SearchTarget {
  statistic: 'p50' | 'p95';
  ms: number;
}

export interface SearchWorkload {
  label: string;
  path: string;
  body: () => unknown;
  target: SearchTarget;
}

const CATEGORY_TARGET: SearchTarget = { statistic: 'p95', ms: 50 };
const GENERAL_GENE_TARGET: SearchTarget = { statistic: 'p50', ms: 10 };
const CONTAINS_TARGET: SearchTarget = { statistic: 'p95', ms: 30 };
/** Rows asked of the category calls: a results page's worth and more, not the 10,000 default. */
const ROWS = 100;
const SAMPLE = 500;
/** What a category needs besides rowsLimit to be a valid call without criteria. */
const REQUIRED: Record<string, object> = { dna: { category: 'clone' } };

/** The header category that searches a search category, where there is one. */
const HEADER_OF: Record<string, string> = {
  gene: 'genes', dna: 'dna', keyword: 'keyword', protein: 'protein', polymorphism: 'polyallele', ecotype: 'ecotype',
  community: 'community', germplasm: 'germplasm', marker: 'markers', transposon: 'transposon',
};

export function searchWorkloads(file: string, random: Random): SearchWorkload[] {
  const db = new Database(file, { readonly: true });
  try {
    const sampleOf = (category: string, fields: string[]) =>
      db
        .prepare<unknown[], { value: string }>(
          `SELECT value FROM search_terms WHERE category = ? AND field IN (${fields.map(() => '?').join(', ')}) ORDER BY random() LIMIT ${SAMPLE}`,
        )
        .all(category, ...fields)
        .map((row) => row.value);
    const pick = (values: string[]) => values[random.below(values.length)]!;
    const workloads: SearchWorkload[] = [];

    const geneNames = sampleOf('gene', ['symbol', 'agi']);
    if (geneNames.length > 0) {
      workloads.push({
        label: 'general genes, a symbol or AGI code',
        path: '/api/search/general',
        body: () => ({ category: 'genes', searchText: pick(geneNames) }),
        target: GENERAL_GENE_TARGET,
      });
      // A piece from inside a name: three to five characters of a symbol or full name.
      const longNames = sampleOf('gene', ['symbol', 'full_name']).filter((name) => name.length >= 4);
      workloads.push({
        label: 'gene name contains 3-5 characters',
        path: '/api/search/gene',
        body: () => {
          const name = pick(longNames);
          const length = Math.min(name.length, 3 + random.below(3));
          const start = random.below(name.length - length + 1);
          return { searchBy: 'name', searchType: 'contains', detailSearchText: name.slice(start, start + length), rowsLimit: ROWS };
        },
        target: CONTAINS_TARGET,
      });
    }

    for (const module of categoryModules) {
      workloads.push({ label: `${module.category}, no criteria, ${ROWS} rows`, path: `/api/search/${module.category}`, body: () => ({ ...REQUIRED[module.category], rowsLimit: ROWS }), target: CATEGORY_TARGET });
      const header = HEADER_OF[module.category];
      if (!module.general || !header) continue;
      const texts = sampleOf(module.category, module.general.fields);
      if (texts.length === 0) continue;
      workloads.push({
        label: `general ${header}, a name of the index`,
        path: '/api/search/general',
        body: () => ({ category: header, searchText: pick(texts), rowsLimit: ROWS }),
        target: CATEGORY_TARGET,
      });
    }
    return workloads;
  } finally {
    db.close();
  }
}
