// The mailbox the news section names (000 §2.10); the addresses it links to are in src/site/externalLinks.ts.

/** Where readers send event suggestions (000 §2.10 /news/events). */
export const CURATOR_EMAIL = 'curator@arabidopsis.org';
