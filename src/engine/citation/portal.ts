// How the portal names itself in citations and structured data, as its header does (000 §2.1).
export const PORTAL_SHORT_NAME = 'TAIR';
export const PORTAL_NAME = 'The Arabidopsis Information Resource';
