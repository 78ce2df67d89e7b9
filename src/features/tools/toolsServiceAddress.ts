// Where the BLAST and PatMatch forms post (001 §7: an external tools service). The reference server is that service
// under /tools-service on the portal's own origin; a build may point elsewhere with VITE_TOOLS_SERVICE_URL.

const configured = (import.meta.env.VITE_TOOLS_SERVICE_URL as string | undefined)?.trim();

/** The tools service's address, without a trailing slash. */
export const toolsServiceAddress: string = (configured ? configured : '/tools-service').replace(/\/+$/, '');

/** The address a tool's form posts to, e.g. toolsServiceAction('blast'). */
export const toolsServiceAction = (tool: 'blast' | 'patmatch') => `${toolsServiceAddress}/${tool}`;
