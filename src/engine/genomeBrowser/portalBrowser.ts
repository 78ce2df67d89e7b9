// The portal's own genome browser: which of its tracks a record's view shows, and the address of its full-screen
// page. The external browser's track labels (tracks.ts) choose the view; each maps to the portal track that holds
// the same features, so one rule picks the tracks of both browsers.
// Types only: the contract's schemas (zod) stay out of the code every detail page loads.
import type { GenomeTrackId } from '../../../contracts/genome/features';
import { regionText, type GenomeRegion } from '../../../contracts/genome/region';
import { INSERTION_TRACK, geneModelTracks, mapElementTracks } from './tracks';

const portalTrackOf = new Map<string, GenomeTrackId>([
  ...Object.values(geneModelTracks).map((label): [string, GenomeTrackId] => [label, 'genes']),
  // T-DNA insertion lines are insertion polymorphisms, with the alleles on the portal's polymorphism track.
  [INSERTION_TRACK, 'polymorphisms'],
  [mapElementTracks.genetic_marker, 'markers'],
  [mapElementTracks.polymorphism, 'polymorphisms'],
  [mapElementTracks.transposon, 'transposons'],
  [mapElementTracks.assembly_unit, 'clones'],
]);

/** The portal tracks showing what the external browser's tracks show, each once, in the order given. */
export function portalTracks(externalTracks: readonly string[]): GenomeTrackId[] {
  const tracks = externalTracks.map((label) => portalTrackOf.get(label)).filter((track) => track !== undefined);
  return [...new Set(tracks)];
}

/** The path of the portal's own browser on a region: '/genome-browser?loc=Chr1:3518..6012', with the feature marked. */
export function portalBrowserPath(region: GenomeRegion, highlight?: GenomeRegion): string {
  const params = new URLSearchParams({ loc: regionText(region) });
  if (highlight) params.set('highlight', regionText(highlight));
  // The loc syntax reads better unescaped; ':' and '..' are allowed in a query.
  return `/genome-browser?${params.toString().replace(/%3A/g, ':')}`;
}
