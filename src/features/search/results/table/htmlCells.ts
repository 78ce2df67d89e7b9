// The HTML cells of the results table (descriptions): sanitised once per distinct fragment and remembered, so that a
// page change or a sort redraws them without running the sanitiser (DOMPurify parses every fragment into a DOM)
// again. The sanitiser loads on first use, as the rest of the portal loads it; until then a cell shows the
// fragment's text, which is always safe.
import { useEffect, useState } from 'react';

export type Sanitize = (html: string) => string;

/** Distinct fragments remembered: a full result (10,000 rows) and then some; the oldest go first beyond it. */
const CACHE_LIMIT = 20_000;
const cleanByHtml = new Map<string, string>();

let loaded: Sanitize | undefined;
const load = () =>
  import('../../../../renderers/html/sanitizeHtml').then((module) => {
    loaded = module.sanitizeHtml;
    return loaded;
  });

/** The sanitiser once it has loaded (one load for the whole table, not one wait per cell). */
export function useSanitizer(wanted: boolean): Sanitize | undefined {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  useEffect(() => {
    if (sanitize || !wanted) return;
    let current = true;
    void load().then((ready) => current && setSanitize(() => ready));
    return () => {
      current = false;
    };
  }, [sanitize, wanted]);
  return sanitize;
}

/** Text holding no tag and no character reference needs no sanitising: it is drawn as text. */
export const hasMarkup = (text: string) => text.includes('<') || text.includes('&');

// Attribute-less inline formatting tags, the markup of nearly every description ('<i>FLC</i>', 'subunit <b>B</b>').
const FORMATTING_TAG = /<\/?(?:b|i|em|strong|sub|sup|u|small)>|<br\s*\/?>/gi;

/**
 * Whether the fragment's only tags are attribute-less inline formatting tags: every '<' opens one of them. Such a
 * fragment can hold no element but those and text (character references and stray '>' are text), so no script,
 * handler, URL or style: it is inserted as it is, without a pass of the sanitiser, which parses the fragment into a
 * document of its own and costs far more than drawing it (a page change sanitised its 25-250 new descriptions).
 */
export const hasOnlyFormatting = (html: string) => !html.replace(FORMATTING_TAG, '').includes('<');

/** The sanitised fragment, from the cache when this fragment was sanitised before. */
export function sanitized(sanitize: Sanitize, html: string): string {
  if (hasOnlyFormatting(html)) return html;
  let clean = cleanByHtml.get(html);
  if (clean === undefined) {
    clean = sanitize(html);
    if (cleanByHtml.size >= CACHE_LIMIT) cleanByHtml.delete(cleanByHtml.keys().next().value as string);
    cleanByHtml.set(html, clean);
  }
  return clean;
}
