// Loci that the demo loci's PANTHER paralog lists name (data/panther/paralogs/*.json) but that have no curated
// record: each gets a minimal record (name, chromosome, the symbol PANTHER gives), so that every paralog link on a
// locus page leads to a page. Their sections show the empty-state texts. Keys are assigned in name order from
// 2300001, so they are stable while the paralog files stay the same.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocusResponse } from '../../../schemas/locus';
import { PROJECT_ROOT } from '../../../server/projectRoot';
import type { DemoRecord } from '../../types';

// Found from the checkout, not this module: the server runs it bundled too (scripts/build/serverBuild.ts).
const PARALOGS_DIR = path.join(PROJECT_ROOT, 'data', 'panther', 'paralogs');
const FIRST_KEY = 2300001;

interface ParalogRow {
  target_agi?: unknown;
  target_gene_symbol?: unknown;
}

/** Every paralog named in the PANTHER files, with the symbol PANTHER gives it (if any). */
export function paralogLoci(): Map<string, string | null> {
  const loci = new Map<string, string | null>();
  for (const file of readdirSync(PARALOGS_DIR).filter((name) => name.endsWith('.json')).sort()) {
    const rows = JSON.parse(readFileSync(path.join(PARALOGS_DIR, file), 'utf8')) as ParalogRow[];
    for (const row of rows) {
      if (typeof row.target_agi !== 'string') continue;
      const name = row.target_agi.toUpperCase();
      const symbol = typeof row.target_gene_symbol === 'string' && row.target_gene_symbol.trim() ? row.target_gene_symbol.trim() : null;
      if (!loci.has(name) || (symbol && !loci.get(name))) loci.set(name, symbol);
    }
  }
  return loci;
}

function minimalLocus(key: number, name: string, symbol: string | null): LocusResponse {
  const chromosome = name.charAt(2);
  return {
    name,
    locusId: key,
    tairObjectId: key,
    isObsolete: false,
    repGene: null,
    symbols: symbol ? [{ name: symbol, fullName: null }] : [],
    otherNames: [],
    chromosome,
    jbrowseChromosome: `Chr${chromosome}`,
    hasPhylogenesPage: false,
  };
}

/** Minimal records for the paralogs that `knownNames` (the curated loci) do not already cover. */
export function pantherRelativeLoci(knownNames: ReadonlySet<string>): DemoRecord<LocusResponse>[] {
  const names = [...paralogLoci()].filter(([name]) => !knownNames.has(name)).sort(([a], [b]) => a.localeCompare(b));
  return names.map(([name, symbol], index) => {
    const key = FIRST_KEY + index;
    return { key, name, accession: `Locus:${key}`, record: minimalLocus(key, name, symbol), linkTarget: true as const };
  });
}
