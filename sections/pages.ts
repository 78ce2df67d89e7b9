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
  {
    route: '/marker',
    load: async () => ({ config: (await import('./marker')).default, schema: (await import('../schemas/marker')).markerSchema }),
  },
  {
    route: '/hoststrain',
    load: async () => ({ config: (await import('./hoststrain')).default, schema: (await import('../schemas/hostStrain')).hostStrainSchema }),
  },
  {
    route: '/library',
    load: async () => ({ config: (await import('./library')).default, schema: (await import('../schemas/library')).librarySchema }),
  },
  {
    route: '/vector',
    load: async () => ({ config: (await import('./vector')).default, schema: (await import('../schemas/vector')).vectorSchema }),
  },
  {
    route: '/transposon',
    load: async () => ({ config: (await import('./transposon')).default, schema: (await import('../schemas/transposon')).transposonSchema }),
  },
  {
    route: '/transposonfamily',
    load: async () => ({ config: (await import('./transposonfamily')).default, schema: (await import('../schemas/transposonFamily')).transposonFamilySchema }),
  },
  {
    route: '/keyword',
    load: async () => ({ config: (await import('./keyword')).default, schema: (await import('../schemas/keyword')).keywordSchema }),
  },
  {
    route: '/person',
    load: async () => ({ config: (await import('./person')).default, schema: (await import('../schemas/person')).personSchema }),
  },
  {
    route: '/organization',
    load: async () => ({ config: (await import('./organization')).default, schema: (await import('../schemas/organization')).organizationSchema }),
  },
  {
    route: '/publication',
    load: async () => ({ config: (await import('./publication')).default, schema: (await import('../schemas/publication')).publicationSchema }),
  },
  {
    route: '/protocol',
    load: async () => ({ config: (await import('./protocol')).default, schema: (await import('../schemas/protocol')).protocolSchema }),
  },
  {
    route: '/communication',
    load: async () => ({ config: (await import('./communication')).default, schema: (await import('../schemas/communication')).communicationSchema }),
  },
  {
    route: '/analysisreference',
    load: async () => ({ config: (await import('./analysisreference')).default, schema: (await import('../schemas/analysisReference')).analysisReferenceSchema }),
  },
  {
    route: '/genesymbol',
    load: async () => ({ config: (await import('./genesymbol')).default, schema: (await import('../schemas/geneSymbol')).geneSymbolSchema }),
  },
  {
    route: '/array_element',
    load: async () => ({ config: (await import('./array_element')).default, schema: (await import('../schemas/arrayElement')).arrayElementSchema }),
  },
  {
    route: '/sequence',
    load: async () => ({ config: (await import('./sequence')).default, schema: (await import('../schemas/sequence')).sequenceSchema }),
  },
  {
    route: '/germplasm',
    load: async () => ({ config: (await import('./germplasm')).default, schema: (await import('../schemas/germplasm')).germplasmSchema }),
  },
  {
    route: '/polyallele',
    load: async () => ({ config: (await import('./polyallele')).default, schema: (await import('../schemas/polymorphism')).polymorphismSchema }),
  },
  {
    route: '/ecotype',
    load: async () => ({ config: (await import('./ecotype')).default, schema: (await import('../schemas/ecotype')).ecotypeSchema }),
  },
  {
    route: '/clone',
    load: async () => ({ config: (await import('./clone')).default, schema: (await import('../schemas/clone')).cloneSchema }),
  },
  {
    route: '/cloneend',
    load: async () => ({ config: (await import('./cloneend')).default, schema: (await import('../schemas/cloneEnd')).cloneEndSchema }),
  },
];
