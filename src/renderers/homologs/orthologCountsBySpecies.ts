import type { Ortholog } from '../../../schemas/panther';

// 002 §2.4: plant orthologs are shown as species-to-count tables for eudicots, monocots and other plants.
export const PLANT_GROUPS = ['Eudicots', 'Monocots', 'Other plants'] as const;
export type PlantGroup = (typeof PLANT_GROUPS)[number];

export interface SpeciesCount {
  species: string;
  count: number;
}

/** PANTHER's group_name → the table it belongs to; anything that is not a eudicot or monocot is another plant. */
export function plantGroupOf(groupName: string): PlantGroup {
  const name = groupName.trim().toLowerCase();
  if (name === 'eudicotyledons') return 'Eudicots';
  if (name === 'monocotyledons') return 'Monocots';
  return 'Other plants';
}

const bySpeciesCount = (left: SpeciesCount, right: SpeciesCount) =>
  right.count - left.count || left.species.localeCompare(right.species, 'en');

/** Orthologs counted per species within each plant group, most orthologs first, then by name. */
export function orthologCountsBySpecies(orthologs: readonly Ortholog[]): Record<PlantGroup, SpeciesCount[]> {
  const counts = new Map<PlantGroup, Map<string, number>>(PLANT_GROUPS.map((group) => [group, new Map()]));
  for (const ortholog of orthologs) {
    const species = ortholog.full_name.trim();
    if (species === '') continue;
    const group = counts.get(plantGroupOf(ortholog.group_name));
    group?.set(species, (group.get(species) ?? 0) + 1);
  }
  const table = (group: PlantGroup) =>
    [...(counts.get(group) ?? new Map<string, number>())].map(([species, count]) => ({ species, count })).sort(bySpeciesCount);
  return { Eudicots: table('Eudicots'), Monocots: table('Monocots'), 'Other plants': table('Other plants') };
}
