import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The Emotion cache of MUI's styles. The portal's Content-Security-Policy allows only <style> elements that carry
 * the page's nonce, which the server writes into index.html (<meta property="csp-nonce">, server/frontEnd.ts); the
 * cache puts it on every style element it adds. Without the tag (tests, Storybook, the dev server) there is none.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  // The nonce is read from the property: browsers hide the attribute's value once the page has loaded.
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}

let appCache: EmotionCache | undefined;

/** The one style cache of the app, made on first use (the page's nonce is in the document by then). */
export const appStyleCache = (): EmotionCache => (appCache ??= createStyleCache());
