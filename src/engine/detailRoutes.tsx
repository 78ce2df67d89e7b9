import type { RouteObject } from 'react-router';
import type { z } from 'zod/mini';
import { DomainArchitecture } from '../renderers/domain-architecture/DomainArchitecture';
import { GeneStructure } from '../renderers/gene-structure/GeneStructure';
import { ImageList } from '../renderers/image-list/ImageList';
import { Sequence } from '../renderers/sequence/Sequence';
import type { RecordTypeConfigData } from './config/format';
import { derivations } from './derivations';
import { provideDerivations } from './derivations/loading';
import { DetailPage } from './page/DetailPage';
import { provideRenderers } from './registry';

// Every page at once, with all its code at hand (stories and tests; the app's routes load each page's code on
// demand, lazyDetailRoutes.tsx): the renderers and derivations the app loads on demand are here from the start.
provideRenderers({ imageList: ImageList, sequence: Sequence, geneStructure: GeneStructure, domainArchitecture: DomainArchitecture });
provideDerivations(derivations);

/** Routes come from the configs: one per record type, each rendering the same engine page. */
export function detailRoutes(configs: readonly RecordTypeConfigData[], schemas: Readonly<Record<string, z.core.$ZodType>>): RouteObject[] {
  return configs.map((config) => {
    const schema = schemas[config.type];
    if (!schema) throw new Error(`Record type "${config.type}" (route ${config.route}) has no schema in schemas/index.ts.`);
    return { path: config.route, element: <DetailPage config={config} schema={schema} /> };
  });
}
