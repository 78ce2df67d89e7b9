// The demo dataset that the reference server seeds on first start (server/seed.ts): every record type of 002 §7,
// each from data/records/<API type>/index.ts, which exports its records as one …Records list. Each type's files
// say which of their parts are real public facts and which are demo data.
import { exportEndingWith } from '../sections/shared/registry';
import { apiTypes } from './recordTypes';
import type { DemoRecord, DemoRecordSet } from './types';

export const demoDataset: DemoRecordSet = Object.fromEntries(
  await Promise.all(
    apiTypes.map(async (apiType) => {
      // A literal pattern, which the compiled server's bundler follows (data/recordTypes.ts).
      const module = (await import(`./records/${apiType}/index.ts`)) as Record<string, unknown>;
      return [apiType, exportEndingWith<DemoRecord[]>(module, 'Records', `data/records/${apiType}/index.ts`)] as const;
    }),
  ),
);

export type { DemoRecord, DemoRecordSet, RecordReference, ReferenceExtractors } from './types';
