// The marker search payload (POST /api/search/marker; 001 §2.2 Markers form, §3.1 Markers): term rows, marker type,
// two accessions the marker tells apart, and map location rows.
import * as z from 'zod';
import { mapLocationRows, oneOf, rows, searchTermRow, selection } from './payload';

/** name: the marker's name or an alias; locus_name: the locus it sits in or next to; gene_name: a tagged gene model. */
export const MARKER_SEARCH_TYPES = ['name', 'locus_name', 'gene_name'] as const;

/** 001 §3.7: the accessions the marker form offers for 'polymorphic between'. */
export const MARKER_ECOTYPES = ['any', 'Ws', 'Nd', 'No', 'Rld', 'Ler', 'Col', 'C24', 'Cvi', 'En', 'Be'] as const;

const markerFeatures = z.strictObject({
  marker_type: selection.optional(),
  poly_between_1: oneOf(MARKER_ECOTYPES).optional(),
  poly_between_2: oneOf(MARKER_ECOTYPES).optional(),
});

export const markerPayload = z.strictObject({
  searchTerms: rows(searchTermRow(MARKER_SEARCH_TYPES)).optional(),
  restrictByFeatures: rows(markerFeatures).optional(),
  mapLocation: mapLocationRows.optional(),
});
export type MarkerPayload = z.infer<typeof markerPayload>;
