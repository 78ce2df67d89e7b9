// The app's detail routes: each record type's route, with its config and response schema loaded on first visit.
// Every config in sections/index.ts has an entry here (tests/unit/configs.test.ts checks both lists agree).
import type { LazyRecordPage } from '../src/engine/lazyDetailRoutes';

export const recordPages: LazyRecordPage[] = [
  {
    route: '/locus',
    load: async () => ({ config: (await import('./locus')).default, schema: (await import('../schemas/locus')).locusSchema }),
  },
  {
    route: '/gene',
    load: async () => ({ config: (await import('./gene')).default, schema: (await import('../schemas/gene')).geneSchema }),
  },
  {
    route: '/protein',
    load: async () => ({ config: (await import('./protein')).default, schema: (await import('../schemas/protein')).proteinSchema }),
  },
];
