import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { withChunkTimeout } from '../../engine/chunkTimeout';
import { isNarrowScreen } from './useNarrowScreen';

type RowCardsComponent = typeof import('./RowCards').RowCards;

// The card layout is for phones only: desktop pages never load its code. A phone starts fetching it as soon as
// the table's code runs, before any record has arrived, so the cards are usually ready by the first render.
let loaded: RowCardsComponent | undefined;
let loading: Promise<RowCardsComponent> | undefined;
const loadRowCards = () =>
  (loading ??= withChunkTimeout(() => import('./RowCards')).then(
    (module) => (loaded = module.RowCards),
    (error: unknown) => {
      // The next render asks again (the field's error boundary shows the failure meanwhile).
      loading = undefined;
      throw error;
    },
  ));
if (isNarrowScreen()) void loadRowCards().catch(() => undefined);

const SuspendedRowCards = lazy(() => loadRowCards().then((component) => ({ default: component as ComponentType<ComponentProps<RowCardsComponent>> })));

/** The table's rows as cards; until their code has loaded, a placeholder of a card's height. */
export function LazyRowCards(props: ComponentProps<RowCardsComponent>) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} aria-hidden="true" />}>
      <SuspendedRowCards {...props} />
    </Suspense>
  );
}
