// Links into the genome browser (000 "Genome browser link builder", 002 §9). Pure functions: the renderer and any
// page that links to the browser build their URLs here.
import { sideDataLocations } from '../../api/sideData';
import { featureRegion, type GenomeRegion } from './featureRegion';
import {
  geneTracks,
  mapElementTrackList,
  normalizeGeneType,
  normalizeMapElementType,
  type GeneType,
  type MapElementType,
} from './tracks';

export { normalizeChromosome, type GenomeChromosome } from '../../../contracts/genome/chromosomes';
export { featureRegion, parsePosition, type GenomeRegion } from './featureRegion';
export {
  GENE_TYPES,
  MAP_ELEMENT_TYPES,
  INSERTION_TRACK,
  geneModelTracks,
  geneTracks,
  mapElementTrackList,
  normalizeGeneType,
  normalizeMapElementType,
  type GeneType,
  type MapElementType,
} from './tracks';

/** The browser's data set. */
export const GENOME_BROWSER_DATA = 'Araport11';
/** 002 §9: the view is padded by 5 % of the feature length on each side. */
export const VIEW_PADDING_FRACTION = 0.05;


export interface GenomeBrowserView {
  region: GenomeRegion;
  tracks: string[];
}

/** 000: without usable coordinates the browser opens on chromosome 1 from 22047 to 32332 with protein-coding tracks. */
export const DEFAULT_GENOME_BROWSER_VIEW: GenomeBrowserView = {
  region: { chromosome: 'Chr1', start: 22047, end: 32332 },
  tracks: geneTracks('protein_coding', 'Chr1'),
};

/** The feature plus 5 % of its length on each side (rounded, at least 1 base), never before position 1. */
export function paddedRegion(region: GenomeRegion): GenomeRegion {
  const length = region.end - region.start + 1;
  const padding = Math.max(1, Math.round(length * VIEW_PADDING_FRACTION));
  return { chromosome: region.chromosome, start: Math.max(1, region.start - padding), end: region.end + padding };
}

export interface GeneLocation {
  chromosome: unknown;
  start: unknown;
  end: unknown;
  geneType?: unknown;
}

/** The view of a gene, or the default view when its coordinates are missing or unusable. */
export function geneView(gene: GeneLocation): GenomeBrowserView {
  const region = featureRegion(gene.chromosome, gene.start, gene.end);
  if (!region) return DEFAULT_GENOME_BROWSER_VIEW;
  const geneType: GeneType | undefined = normalizeGeneType(gene.geneType);
  return { region: paddedRegion(region), tracks: geneTracks(geneType, region.chromosome) };
}

export interface MapElementLocation {
  chromosome: unknown;
  start: unknown;
  end: unknown;
  elementType: unknown;
}

/** The view of a map element (marker, polymorphism, transposon, assembly unit) on its own track. */
export function mapElementView(element: MapElementLocation): GenomeBrowserView {
  const region = featureRegion(element.chromosome, element.start, element.end);
  if (!region) return DEFAULT_GENOME_BROWSER_VIEW;
  const elementType: MapElementType | undefined = normalizeMapElementType(element.elementType);
  const tracks = elementType ? mapElementTrackList(elementType, region.chromosome) : geneTracks(undefined, region.chromosome);
  return { region: paddedRegion(region), tracks };
}

/** 'Chr1:3518..6012', the browser's loc syntax. */
export const locationText = ({ chromosome, start, end }: GenomeRegion): string => `${chromosome}:${start}..${end}`;

export interface GenomeBrowserUrlOptions {
  /** The embedded frame hides the track list, navigation, overview and full-view link. */
  slim?: boolean;
  /** Marks the feature itself inside the padded view. */
  highlight?: GenomeRegion;
  baseUrl?: string;
}

/** The browser URL showing a view: data, loc and tracks; the slim view adds tracklist, nav, overview, fullviewlink = 0. */
export function genomeBrowserUrl(view: GenomeBrowserView, options: GenomeBrowserUrlOptions = {}): string {
  const params = new URLSearchParams({
    data: GENOME_BROWSER_DATA,
    loc: locationText(view.region),
    tracks: view.tracks.join(','),
  });
  if (options.slim) {
    for (const name of ['tracklist', 'nav', 'overview', 'fullviewlink']) params.set(name, '0');
  }
  if (options.highlight) params.set('highlight', locationText(options.highlight));
  return `${options.baseUrl ?? sideDataLocations.genomeBrowser}?${params.toString()}`;
}

export interface GeneBrowserLinks {
  /** The slim view for the embedded frame. */
  frame: string;
  /** The full browser on the same view. */
  fullScreen: string;
  /** The full browser centred on the gene with the gene highlighted; undefined without coordinates. */
  centerOn: string | undefined;
  /** False when the gene's coordinates were missing or unusable and the default view is shown. */
  hasCoordinates: boolean;
}

/** 002 §2.4: the frame and its 'Center on {name}' and 'Full-screen view' links for one gene. */
export function geneBrowserLinks(gene: GeneLocation, baseUrl?: string): GeneBrowserLinks {
  const region = featureRegion(gene.chromosome, gene.start, gene.end);
  const view = geneView(gene);
  const base = baseUrl === undefined ? {} : { baseUrl };
  return {
    frame: genomeBrowserUrl(view, { ...base, slim: true }),
    fullScreen: genomeBrowserUrl(view, base),
    centerOn: region ? genomeBrowserUrl(view, { ...base, highlight: region }) : undefined,
    hasCoordinates: region !== undefined,
  };
}
