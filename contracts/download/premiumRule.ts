// 001 §2.5, 000 §2.1: the subscriber releases are premium. Everything inside a Subscriber_Data_Releases folder
// carries the diamond, and so does the folder itself (as in the Download menu), except the two files that only
// describe it: its README.txt and the .DS_Store a Mac leaves behind.
import { baseName, pathSegments } from './downloadPath';

const SUBSCRIBER_FOLDER = 'Subscriber_Data_Releases';
const NEVER_PREMIUM = new Set(['README.txt', '.DS_Store']);

export function isPremiumPath(path: string): boolean {
  if (NEVER_PREMIUM.has(baseName(path))) return false;
  return pathSegments(path).includes(SUBSCRIBER_FOLDER);
}
