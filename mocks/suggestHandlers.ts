import { http, HttpResponse } from 'msw';
import { NAC001_LOCUS_ID } from '../data/records/locus/fixtures/nac001';
import { LHY_LOCUS_ID } from '../data/records/locus/fixtures/lhy';

// GET search/suggest, as the reference server answers it (docs/search.md): gene symbols, AGI codes and full names
// beginning with q (case-insensitive), in alphabetical order; nothing for fewer than 2 characters or other categories.
export const geneSuggestions = [
  { label: 'AT1G01010', kind: 'agi', id: String(NAC001_LOCUS_ID) },
  { label: 'AT1G01060', kind: 'agi', id: String(LHY_LOCUS_ID) },
  { label: 'LATE ELONGATED HYPOCOTYL', kind: 'name', id: String(LHY_LOCUS_ID) },
  { label: 'LHY', kind: 'symbol', id: String(LHY_LOCUS_ID) },
  { label: 'LHY1', kind: 'symbol', id: String(LHY_LOCUS_ID) },
  { label: 'NAC001', kind: 'symbol', id: String(NAC001_LOCUS_ID) },
  { label: 'NAC DOMAIN CONTAINING PROTEIN 1', kind: 'name', id: String(NAC001_LOCUS_ID) },
].sort((a, b) => a.label.toLowerCase().localeCompare(b.label.toLowerCase()));

export const suggestHandlers = [
  http.get('*/api/search/suggest', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const prefix = (query.get('q') ?? '').trim().toLowerCase();
    const limit = Number(query.get('limit') ?? 10);
    if (query.get('category') !== 'genes' || [...prefix].length < 2) return HttpResponse.json({ suggestions: [] });
    const suggestions = geneSuggestions.filter((suggestion) => suggestion.label.toLowerCase().startsWith(prefix)).slice(0, limit);
    return HttpResponse.json({ suggestions });
  }),
];
