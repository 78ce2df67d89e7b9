// 000 §1 / §9: the portal version and its release date, shown in the footer and on the About page.
export const PORTAL_VERSION = '3.2.4';
export const PORTAL_RELEASE_DATE = '06-24-2025';

export const versionText = `Version ${PORTAL_VERSION} (${PORTAL_RELEASE_DATE})`;
