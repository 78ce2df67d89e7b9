// Builds the PANTHER side-data files from families.ts, as the portal reads them (002 §3, §7):
//   orthologs/{AGI}.json  [{ group_name, full_name, tree_id }]          one entry per ortholog
//   paralogs/{AGI}.json   [{ target_agi, target_gene_symbol, tree_id }] the other Arabidopsis members of the family
//   files/{treeId}_ortholog.txt, files/{treeId}_paralog.txt            tab-separated, with a header line
// A family without a tree id gets JSON files without tree_id and no download files.
import { pantherFamilies, TAXON_IDS, type PantherFamily } from './families';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const tsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) => rows.map((row) => row.join('\t')).join('\n') + '\n';

function orthologEntries({ treeId, orthologs }: PantherFamily) {
  return orthologs.flatMap(([group_name, full_name, count]) =>
    Array.from({ length: count }, () => (treeId ? { group_name, full_name, tree_id: treeId } : { group_name, full_name })),
  );
}

function paralogEntries({ treeId, members }: PantherFamily, locus: string) {
  return members
    .filter(([agi]) => agi !== locus)
    .map(([target_agi, target_gene_symbol]) =>
      treeId ? { target_agi, target_gene_symbol, tree_id: treeId } : { target_agi, target_gene_symbol },
    );
}

function taxonId(organism: string): number {
  const id = TAXON_IDS[organism];
  if (id === undefined) throw new Error(`No taxon id for "${organism}": add it to TAXON_IDS.`);
  return id;
}

/** Every file of data/panther, by its path there. */
export function buildPantherFiles(families: readonly PantherFamily[] = pantherFamilies): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of families) {
    for (const locus of family.published) {
      files.set(`orthologs/${locus}.json`, json(orthologEntries(family)));
      files.set(`paralogs/${locus}.json`, json(paralogEntries(family, locus)));
    }
    if (!family.treeId) continue;
    files.set(
      `files/${family.treeId}_ortholog.txt`,
      tsv([
        ['Plant group', 'Organism', 'Taxon ID', 'Orthologs'],
        ...family.orthologs.map(([group, organism, count]) => [group, organism, taxonId(organism), count]),
      ]),
    );
    files.set(`files/${family.treeId}_paralog.txt`, tsv([['Locus', 'Symbol'], ...family.members.map(([agi, symbol]) => [agi, symbol])]));
  }
  return files;
}
