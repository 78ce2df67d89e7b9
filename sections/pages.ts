// The app's detail routes: each record type's route, with its config and response schema loaded on first visit.
// Every config in sections/index.ts has an entry here (tests/unit/configs.test.ts checks both lists agree).
import type { LazyRecordPage } from '../src/engine/lazyDetailRoutes';

export const recordPages: LazyRecordPage[] = [
  {
    route: '/locus',
    apiType: 'locus',
    load: async () => ({ config: (await import('./locus')).default, schema: (await import('../schemas/locus')).locusSchema }),
  },
  {
    route: '/gene',
    apiType: 'gene',
    load: async () => ({ config: (await import('./gene')).default, schema: (await import('../schemas/gene')).geneSchema }),
  },
  {
    route: '/protein',
    apiType: 'protein',
    load: async () => ({ config: (await import('./protein')).default, schema: (await import('../schemas/protein')).proteinSchema }),
  },
  {
    route: '/marker',
    apiType: 'marker',
    load: async () => ({ config: (await import('./marker')).default, schema: (await import('../schemas/marker')).markerSchema }),
  },
  {
    route: '/hoststrain',
    apiType: 'hoststrain',
    load: async () => ({ config: (await import('./hoststrain')).default, schema: (await import('../schemas/hostStrain')).hostStrainSchema }),
  },
  {
    route: '/library',
    apiType: 'library',
    load: async () => ({ config: (await import('./library')).default, schema: (await import('../schemas/library')).librarySchema }),
  },
  {
    route: '/vector',
    apiType: 'vector',
    load: async () => ({ config: (await import('./vector')).default, schema: (await import('../schemas/vector')).vectorSchema }),
  },
  {
    route: '/transposon',
    apiType: 'transposon',
    load: async () => ({ config: (await import('./transposon')).default, schema: (await import('../schemas/transposon')).transposonSchema }),
  },
  {
    route: '/transposonfamily',
    apiType: 'transposonfamily',
    load: async () => ({ config: (await import('./transposonfamily')).default, schema: (await import('../schemas/transposonFamily')).transposonFamilySchema }),
  },
  {
    route: '/keyword',
    apiType: 'keyword',
    load: async () => ({ config: (await import('./keyword')).default, schema: (await import('../schemas/keyword')).keywordSchema }),
  },
  {
    route: '/person',
    apiType: 'person',
    load: async () => ({ config: (await import('./person')).default, schema: (await import('../schemas/person')).personSchema }),
  },
  {
    route: '/organization',
    apiType: 'organization',
    load: async () => ({ config: (await import('./organization')).default, schema: (await import('../schemas/organization')).organizationSchema }),
  },
  {
    route: '/publication',
    apiType: 'publication',
    load: async () => ({ config: (await import('./publication')).default, schema: (await import('../schemas/publication')).publicationSchema }),
  },
  {
    route: '/protocol',
    apiType: 'protocol',
    load: async () => ({ config: (await import('./protocol')).default, schema: (await import('../schemas/protocol')).protocolSchema }),
  },
  {
    route: '/communication',
    apiType: 'communication',
    load: async () => ({ config: (await import('./communication')).default, schema: (await import('../schemas/communication')).communicationSchema }),
  },
  {
    route: '/analysisreference',
    apiType: 'analysisreference',
    load: async () => ({ config: (await import('./analysisreference')).default, schema: (await import('../schemas/analysisReference')).analysisReferenceSchema }),
  },
  {
    route: '/genesymbol',
    apiType: 'genesymbol',
    load: async () => ({ config: (await import('./genesymbol')).default, schema: (await import('../schemas/geneSymbol')).geneSymbolSchema }),
  },
  {
    route: '/array_element',
    apiType: 'arrayelement',
    load: async () => ({ config: (await import('./array_element')).default, schema: (await import('../schemas/arrayElement')).arrayElementSchema }),
  },
  {
    route: '/sequence',
    apiType: 'sequence',
    load: async () => ({ config: (await import('./sequence')).default, schema: (await import('../schemas/sequence')).sequenceSchema }),
  },
  {
    route: '/germplasm',
    apiType: 'germplasm',
    load: async () => ({ config: (await import('./germplasm')).default, schema: (await import('../schemas/germplasm')).germplasmSchema }),
  },
  {
    route: '/polyallele',
    apiType: 'polymorphism',
    load: async () => ({ config: (await import('./polyallele')).default, schema: (await import('../schemas/polymorphism')).polymorphismSchema }),
  },
  {
    route: '/ecotype',
    apiType: 'ecotype',
    load: async () => ({ config: (await import('./ecotype')).default, schema: (await import('../schemas/ecotype')).ecotypeSchema }),
  },
  {
    route: '/clone',
    apiType: 'clone',
    load: async () => ({ config: (await import('./clone')).default, schema: (await import('../schemas/clone')).cloneSchema }),
  },
  {
    route: '/cloneend',
    apiType: 'cloneend',
    load: async () => ({ config: (await import('./cloneend')).default, schema: (await import('../schemas/cloneEnd')).cloneEndSchema }),
  },
];
