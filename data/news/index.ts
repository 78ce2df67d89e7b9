// The demo news content seeded into the database: breaking news, events and job postings (000 §3, §7).
export { eventSeeds } from './events';
export { jobSeeds } from './jobs';
export { newsItemSeeds } from './items';
export type { EventSeed, JobSeed, NewsItemSeed } from './types';
