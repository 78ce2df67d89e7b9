// Addresses outside the portal that the profile page links to. Each is the product's public page for that
// purpose; the exact address is to be confirmed with the site owners before release.

/** The individual-subscription FAQ (quick links). Address to confirm. */
export const INDIVIDUAL_SUBSCRIPTION_FAQ_URL = 'https://www.phoenixbioinformatics.org/tair-individual-subscription-faq';

/** Where a member buys a subscription (the 'No Usage Units Available' prompt). Address to confirm. */
export const SUBSCRIBE_URL = 'https://www.arabidopsis.org/subscription';

/** The online submission site of the data-contribution card. Address to confirm. */
export const ONLINE_SUBMISSION_URL = 'https://toast.arabidopsis.org/';

/** The public page of an ORCID iD. */
export const orcidPageUrl = (orcidId: string) => `https://orcid.org/${encodeURIComponent(orcidId)}`;
