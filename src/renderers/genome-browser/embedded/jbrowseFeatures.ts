// The genome API's features as JBrowse reads them. Pure data, so the rules are tested without JBrowse: the adapter
// wraps each result in a SimpleFeature.
import type { GenomeFeature } from '../../../../contracts/genome/features';

/** A feature in JBrowse's serialised form: 0-based half-open coordinates, subfeatures nested the same way. */
export interface JBrowseFeatureData {
  uniqueId: string;
  refName: string;
  start: number;
  end: number;
  strand: 1 | -1 | 0;
  type: string;
  name: string;
  /** The portal page of the record; a model's exons carry their gene's, so a click anywhere on it opens the page. */
  href?: string;
  subfeatures?: JBrowseFeatureData[];
}

/** A record page on the portal ('/locus?key=1'); anything else (another site, '//host') is no link. */
const portalPage = (href: string | undefined): string | undefined => (href && /^\/(?!\/)/.test(href) ? href : undefined);

/**
 * 1-based inclusive (the API) → 0-based half-open (JBrowse): the start moves back one base, the end stays. A
 * subfeature without a page of its own keeps its parent's.
 */
export function toJBrowseFeature(feature: GenomeFeature, refName: string, parentHref?: string): JBrowseFeatureData {
  const href = portalPage(feature.href) ?? parentHref;
  const data: JBrowseFeatureData = {
    uniqueId: feature.id,
    refName,
    start: feature.start - 1,
    end: feature.end,
    strand: feature.strand,
    type: feature.type,
    name: feature.name,
    ...(href ? { href } : {}),
  };
  if (feature.subfeatures?.length) data.subfeatures = feature.subfeatures.map((child) => toJBrowseFeature(child, refName, href));
  return data;
}

/** One line of the text alternative: a feature in view, by its name, with its page when it has one. */
export interface FeatureInView {
  id: string;
  name: string;
  type: string;
  start: number;
  end: number;
  strand: 1 | -1 | 0;
  href?: string;
}

const strandNames = { 1: 'forward strand', [-1]: 'reverse strand', 0: undefined } as const;

/** 'forward strand', 'reverse strand', or nothing for a feature without a strand (markers, clones). */
export const strandText = (strand: 1 | -1 | 0): string | undefined => strandNames[strand];

/** The top-level features of the answers that overlap the region, once each, in the order of their starts. */
export function featuresInView(features: readonly GenomeFeature[], region: { start: number; end: number }): FeatureInView[] {
  const seen = new Set<string>();
  return features
    .filter((feature) => feature.end >= region.start && feature.start <= region.end)
    .filter((feature) => !seen.has(feature.id) && seen.add(feature.id))
    .map(({ id, name, type, start, end, strand, href }) => {
      const page = portalPage(href);
      return { id, name: name || id, type, start, end, strand, ...(page ? { href: page } : {}) };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
}
