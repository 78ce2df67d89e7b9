import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '../chunkTimeout';
import type { RecordTypeConfigData } from '../config/format';
import { DetailSkeleton } from '../views/DetailSkeleton';

// Only a name the name lookup does not know needs this code, so it is not part of every detail page.
const SymbolChoices = lazy(() => withChunkTimeout(() => import('./SymbolChoices')).then((module) => ({ default: module.SymbolChoices })));

export function LazySymbolChoices({ config, name }: { config: RecordTypeConfigData; name: string }) {
  return (
    <Suspense fallback={<DetailSkeleton config={config} />}>
      <SymbolChoices config={config} name={name} />
    </Suspense>
  );
}
