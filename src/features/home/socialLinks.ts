/** Where the portal posts its news outside the site (000 §2.9); each opens in a new tab. */
export const socialLinks = [
  { label: 'TAIR on X', href: 'https://x.com/tair_news' },
  { label: 'TAIR on Bluesky', href: 'https://bsky.app/profile/arabidopsis.org' },
  { label: 'TAIR on Facebook', href: 'https://www.facebook.com/tairnews' },
  { label: 'TAIR on LinkedIn', href: 'https://www.linkedin.com/company/the-arabidopsis-information-resource' },
] as const;
