import { configuredDirectory } from '../downloads/dataDirectory';

/** PANTHER side data (orthologs/, paralogs/, files/): PANTHER_DIR, else data/panther. */
export const pantherDirectory = () => configuredDirectory('PANTHER_DIR', 'panther');

/** The static JSON lists: STATIC_LISTS_DIR, else data/static. */
export const staticListsDirectory = () => configuredDirectory('STATIC_LISTS_DIR', 'static');
