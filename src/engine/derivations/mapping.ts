// Map rows: the locus' global assignments and genetic markers, and the gene's map location(s), flattened so a
// table can show one line per assignment whatever shape the server used (002 §3 Map assignment).
import { asObject, idOf, num, objects, optionalText, prop, strings, text, type Id } from './read';

export interface MapAssignmentRow {
  chromosome: string | undefined;
  mapName: string | undefined;
  mapId: Id | undefined;
  mapType: string | undefined;
  startPosition: number | undefined;
  endPosition: number | undefined;
  units: string | undefined;
  /** F, R or anything else; the 'orientation' formatter names it. */
  orientation: string | undefined;
  mapElementType: string | undefined;
  superMaps: string | undefined;
  globalAssignmentId: Id | undefined;
}

function assignmentRow(assignment: Record<string, unknown>): MapAssignmentRow {
  // The locus page nests the map ({map: {chromosome, mapType, name}}); other pages flatten it.
  const map = asObject(assignment.map);
  const superAssignments = objects(assignment.superAssignments);
  const superMapName = (superMap: unknown) => text(superMap) || text(prop(superMap, 'name'));
  return {
    chromosome: optionalText(map?.chromosome) ?? optionalText(assignment.chromosome),
    mapName: optionalText(map?.name) ?? optionalText(assignment.name),
    mapId: idOf(map?.mapId) ?? idOf(assignment.mapId),
    mapType: optionalText(map?.mapType) ?? optionalText(assignment.mapType),
    startPosition: num(assignment.startPosition),
    endPosition: num(assignment.endPosition),
    units: optionalText(assignment.unit) ?? optionalText(assignment.units),
    orientation: optionalText(assignment.orientation),
    mapElementType: [...new Set(superAssignments.map((item) => text(item.mapElementType)).filter(Boolean))].join(', ') || undefined,
    superMaps: [...new Set(superAssignments.map((item) => superMapName(item.superMap)).filter(Boolean))].join(', ') || undefined,
    globalAssignmentId: idOf(assignment.globalAssignmentId) ?? idOf(assignment.attributionIdForLink),
  };
}

export const locusMapAssignments = (record: unknown): MapAssignmentRow[] =>
  objects(prop(record, 'globalAssignments')).map(assignmentRow);

/** The gene's map location: one object or a list of them. */
export function geneMapLocations(record: unknown): MapAssignmentRow[] {
  const value = prop(record, 'mapLocation');
  const locations = Array.isArray(value) ? objects(value) : objects([value]);
  return locations.map((location) => ({
    ...assignmentRow(location),
    mapName: optionalText(location.mapName) ?? optionalText(location.name),
  }));
}

export interface GeneticMarkerRow {
  name: string | undefined;
  markerId: Id | undefined;
  type: string | undefined;
  aliases: string | undefined;
  chromosome: string | undefined;
  startPosition: number | undefined;
  endPosition: number | undefined;
  units: string | undefined;
}

/**
 * Markers near the locus, from either shape 002 §3 gives: {name, tairObjectId, type, aliases, chromosome,
 * globalAssignments, agiChromosomes} or the locus-context {geneticMarkerName, geneticMarkerId, …, units}.
 */
export function locusGeneticMarkers(record: unknown): GeneticMarkerRow[] {
  return objects(prop(record, 'geneticMarkers')).map((marker) => {
    const assignment = objects(marker.globalAssignments)[0];
    const placed = assignment ? assignmentRow(assignment) : undefined;
    const aliases = [...strings(marker.aliases), ...strings(marker.originalAlias)];
    return {
      name: optionalText(marker.name) ?? optionalText(marker.geneticMarkerName),
      markerId: idOf(marker.tairObjectId) ?? idOf(marker.geneticMarkerId),
      type: optionalText(marker.type) ?? optionalText(marker.geneticMarkerType),
      aliases: aliases.join(', ') || undefined,
      chromosome: optionalText(marker.chromosome) ?? (strings(marker.agiChromosomes).join(', ') || placed?.chromosome),
      startPosition: num(marker.startPosition) ?? placed?.startPosition,
      endPosition: num(marker.endPosition) ?? placed?.endPosition,
      units: optionalText(marker.units) ?? placed?.units,
    };
  });
}
