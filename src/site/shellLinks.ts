// The pages outside the portal that the header and footer of every page point to: apart from the other outside
// addresses (externalLinks.ts, which includes these), so that every page's first download carries only these.

/** The curators' mailbox (000 §2.1 footer). */
export const CURATOR_MAILBOX = 'curator@arabidopsis.org';

export const shellLinks = {
  // Subscriptions for institutions and individuals (header Subscribe link). Address to confirm.
  subscribe: 'https://www.arabidopsis.org/subscription',
  // The release notes of each portal version. Address to confirm.
  releaseNotes: 'https://conf.arabidopsis.org/display/COM/TAIR+Release+Notes',
  // The nonprofit that runs the portal. Address to confirm.
  phoenixBioinformatics: 'https://www.phoenixbioinformatics.org/',
};
