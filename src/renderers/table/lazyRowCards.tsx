import { lazy } from 'react';
import { isNarrowScreen } from '../../ui/table/useNarrowScreen';

// The card layout is for phones only: desktop pages never load its code. A phone starts fetching it as soon as
// the table's code runs, before any record has arrived, so the cards are usually ready by the first render.
const loadRowCards = () => import('./RowCards').then((module) => ({ default: module.RowCards }));
if (isNarrowScreen()) void loadRowCards();

/** The table's rows as cards, loaded on demand (render it inside a Suspense boundary). */
export const LazyRowCards = lazy(loadRowCards);
