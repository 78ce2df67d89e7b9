// Which view the frame shows: a gene or locus by its own coordinates, or a map element (marker, polymorphism,
// transposon) by its place on the sequence map, on its own track.
import type { FieldOfKind } from '../../engine/config/format';
import {
  featureRegion,
  geneBrowserLinks,
  geneView,
  genomeBrowserUrl,
  mapElementView,
  type GeneBrowserLinks,
  type GenomeBrowserView,
  type GenomeRegion,
} from '../../engine/genomeBrowser/genomeBrowserUrl';
import { getByPath } from '../../engine/paths';
import { sequenceAssignment } from './genomeLocation';

export { sequenceAssignment } from './genomeLocation';

type Field = FieldOfKind<'genomeBrowser'>;

const read = (source: unknown, path: string | undefined) => (path ? getByPath(source, path) : undefined);

function mapElementLinks(assignments: unknown, elementType: string): GeneBrowserLinks {
  const location = sequenceAssignment(assignments);
  const region = location ? featureRegion(location.chromosome, location.start, location.end) : undefined;
  const view = mapElementView({ chromosome: location?.chromosome, start: location?.start, end: location?.end, elementType });
  return {
    frame: genomeBrowserUrl(view, { slim: true }),
    fullScreen: genomeBrowserUrl(view),
    centerOn: region ? genomeBrowserUrl(view, { highlight: region }) : undefined,
    hasCoordinates: region !== undefined,
  };
}

/**
 * The frame's and links' URLs, and the feature's name, for a field of either form. A map element that is not on the
 * sequence map has no view of its own (undefined): the browser's default view would show something unrelated.
 */
export function browserLinksFor(field: Field, value: unknown, record: unknown): (GeneBrowserLinks & { name: unknown }) | undefined {
  if (field.mapElementType) {
    const links = mapElementLinks(value, field.mapElementType);
    return links.hasCoordinates ? { ...links, name: read(record, field.name) } : undefined;
  }
  const links = geneBrowserLinks({
    chromosome: read(value, field.chromosome),
    start: read(value, field.start),
    end: read(value, field.end),
    geneType: read(value, field.geneType),
  });
  return { ...links, name: read(value, field.name) };
}

export interface RecordBrowserView {
  /** The padded region and the external browser's tracks for it (portalBrowser.ts maps them to the portal's). */
  view: GenomeBrowserView;
  /** The record's own feature; undefined when the view is the default one. */
  feature: GenomeRegion | undefined;
  name: unknown;
}

/** The view of the portal's own browser for a field of either form: the same region and tracks as the frame's. */
export function browserViewFor(field: Field, value: unknown, record: unknown): RecordBrowserView | undefined {
  if (field.mapElementType) {
    const location = sequenceAssignment(value);
    if (!location) return undefined;
    return {
      view: mapElementView({ ...location, elementType: field.mapElementType }),
      feature: featureRegion(location.chromosome, location.start, location.end),
      name: read(record, field.name),
    };
  }
  const gene = {
    chromosome: read(value, field.chromosome),
    start: read(value, field.start),
    end: read(value, field.end),
    geneType: read(value, field.geneType),
  };
  return { view: geneView(gene), feature: featureRegion(gene.chromosome, gene.start, gene.end), name: read(value, field.name) };
}
