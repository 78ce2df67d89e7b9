// The demo dataset that the reference server seeds on first start (server/seed.ts): every record type of 002 §7.
import { communityRecords } from './records/community';
import { genomeRecords } from './records/genome';
import type { DemoRecordSet } from './types';

export const demoDataset: DemoRecordSet = { ...genomeRecords, ...communityRecords };

export type { DemoRecord, DemoRecordSet, RecordReference, ReferenceExtractors } from './types';
