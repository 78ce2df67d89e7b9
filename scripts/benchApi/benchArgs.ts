// The command line of `npm run bench:api`: `-- detail`, `-- search` or `-- gene-actions` for one part of the runs,
// `-- --stores sqlite,postgres` for the detail and search runs on each store named (scripts/benchApi/storesBench.ts).
// BENCH_PORTS (e.g. 4311-4319) keeps the servers of the detail, search and --stores runs within a range of ports.
import { parseArgs } from 'node:util';

export const STORES = ['sqlite', 'postgres'] as const;
export type Store = (typeof STORES)[number];
const PARTS = ['detail', 'search', 'gene-actions'] as const;
export type BenchPart = (typeof PARTS)[number];

export interface BenchArgs {
  /** The one part to run; all of them when undefined. */
  only: BenchPart | undefined;
  /** The stores of a side-by-side run, in the order given; null without --stores (SQLite, as always). */
  stores: Store[] | null;
}

const isStore = (name: string): name is Store => (STORES as readonly string[]).includes(name);
const isPart = (name: string): name is BenchPart => (PARTS as readonly string[]).includes(name);

/** `args`: what follows the script's name (process.argv.slice(2)). Throws with the message to show on a bad one. */
export function parseBenchArgs(args: string[]): BenchArgs {
  const { values, positionals } = parseArgs({ args, options: { stores: { type: 'string' } }, allowPositionals: true });
  if (positionals.length > 1) throw new Error(`One part at most (${PARTS.join(', ')}), not "${positionals.join(' ')}".`);
  const part = positionals[0];
  if (part !== undefined && !isPart(part)) throw new Error(`Unknown part "${part}": ${PARTS.join(', ')}.`);
  if (values.stores === undefined) return { only: part, stores: null };
  const names = values.stores.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const unknown = names.filter((name) => !isStore(name));
  if (names.length === 0 || unknown.length > 0) throw new Error(`--stores takes ${STORES.join(', ')} separated by commas, not "${values.stores}".`);
  if (part === 'gene-actions') throw new Error('The gene-action runs are on SQLite only: run them without --stores.');
  return { only: part, stores: [...new Set(names.filter(isStore))] };
}

/** BENCH_PORTS: `first-last` on loopback for the bench's servers (PostgreSQL on the first); null lets each take a free port. */
export function parsePortRange(text: string | undefined): { first: number; last: number } | null {
  if (text === undefined || text === '') return null;
  const match = /^(\d+)-(\d+)$/.exec(text.trim());
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1024 || last > 65535 || last < first) throw new Error(`BENCH_PORTS takes a range such as 4311-4319, not "${text}".`);
  return { first, last };
}
