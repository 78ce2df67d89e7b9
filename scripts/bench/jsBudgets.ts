// The JavaScript budgets: every page's first download (the entry and the chunks it imports) at most 196 KB gzip,
// which holds today's figure until it reaches its target of 120 KB; a detail route at most 200 KB gzip in all; the
// results route at most 60 KB gzip added to what every page loads. Figures from the build manifest (routeJs.ts).
// `npm run bench` reports them and the test suite checks them on its own build: npx tsx scripts/bench/jsBudgets.ts [dist]
import { fileURLToPath } from 'node:url';
import type { SectionMarkers } from '../benchApi/perfSection.ts';
import type { BuildManifest } from '../../server/firstScreen/buildManifest.ts';
import { detailRouteModules } from '../../server/firstScreen/routeChunks.ts';
import { routeJavaScript, type ChunkSet } from './routeJs.ts';

/** The notes on the budgets in docs/perf.md (what grew, what was done), written by hand; the bench keeps them. */
export const JS_BUDGET_NOTES: SectionMarkers = { name: 'JavaScript budgets', start: '<!-- js-budgets:start -->', end: '<!-- js-budgets:end -->' };

const KB = 1024;

interface BudgetedRoute {
  name: string;
  address: string;
  /** The modules the route loads on demand (see src/app/routes.tsx and sections/pages.ts), as manifest keys. */
  loads: readonly string[] | ((manifest: BuildManifest) => string[]);
  /** 'total': everything the route loads; 'added': what it loads beyond the initial chunks. */
  counts: 'total' | 'added';
  budgetBytes: number;
}

export const BUDGETED_ROUTES: readonly BudgetedRoute[] = [
  {
    name: "every page's first download (the entry)",
    address: '/',
    loads: [],
    counts: 'total',
    budgetBytes: 196 * KB,
  },
  {
    name: 'a detail route (the locus page)',
    address: '/locus?name=AT1G01010',
    // The locus config and schema, as the server names them to preload; the locus page uses none of the renderers
    // loaded on demand (src/engine/registry.ts).
    loads: (manifest) => detailRouteModules(manifest, '/locus', 'locus'),
    counts: 'total',
    budgetBytes: 200 * KB,
  },
  {
    name: 'the results route (gene results)',
    address: '/results?mainType=general&category=genes&searchText=LFY',
    // The results page, and the gene actions that gene results show above the table.
    loads: ['src/features/search/results/ResultsPage.tsx', 'src/features/search/geneActions/GeneActions.tsx'],
    counts: 'added',
    budgetBytes: 60 * KB,
  },
];

export interface BudgetFigure {
  route: BudgetedRoute;
  initial: ChunkSet;
  counted: ChunkSet;
  met: boolean;
}

export function measureJsBudgets(distDir: string): BudgetFigure[] {
  return BUDGETED_ROUTES.map((route) => {
    const figures = routeJavaScript(distDir, route.loads);
    const counted = route.counts === 'total' ? figures.route : figures.added;
    return { route, initial: figures.initial, counted, met: counted.gzipBytes <= route.budgetBytes };
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Table rows (measure | result | target) for docs/perf.md. */
export function jsBudgetRows(figures: readonly BudgetFigure[]): string {
  return figures
    .map(({ route, initial, counted, met }) => {
      const what =
        route.counts === 'total'
          ? `JavaScript ${route.name} loads (gzip, from the build manifest), \`${route.address}\``
          : `JavaScript ${route.name} adds to the initial ${kb(initial.gzipBytes)} (gzip, from the build manifest), \`${route.address}\``;
      const sign = route.counts === 'total' ? '≤ ' : '≤ +';
      return `| ${what} | ${kb(counted.gzipBytes)} in ${counted.files.length} files | ${sign}${kb(route.budgetBytes).replace('.0 ', ' ')} — ${met ? 'met' : '**not met**'} |`;
    })
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? 'dist';
  const figures = measureJsBudgets(distDir);
  for (const { route, initial, counted, met } of figures) {
    console.log(`${route.address}: ${route.counts === 'total' ? 'loads' : `adds to the initial ${kb(initial.gzipBytes)}`} ${kb(counted.gzipBytes)} in ${counted.files.length} files (budget ${kb(route.budgetBytes)}: ${met ? 'met' : 'NOT MET'})`);
    for (const file of counted.files) console.log(`  ${file}`);
  }
  if (figures.some((figure) => !figure.met)) process.exitCode = 1;
}
