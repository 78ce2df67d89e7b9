import { configuredDirectory } from './dataDirectory';

/** 001 §2.5: the root of the download area; DOWNLOADS_DIR, else the demo tree in data/downloads. */
export const downloadsDirectory = () => configuredDirectory('DOWNLOADS_DIR', 'downloads');
