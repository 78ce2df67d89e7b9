import type { RequestHandler } from 'msw';
import { authHandlers } from './authHandlers';
import { collectionHandlers } from './browse/collectionHandlers';
import { detailHandlers } from './detailHandlers';
import { downloadHandlers } from './downloadHandlers';
import { genomeHandlers } from './genomeHandlers';
import { newsHandlers } from './newsHandlers';
import { geneActionsHandlers } from './search/geneActionsHandlers';
import { searchResultsHandlers } from './search/resultsHandlers';
import { savedQueryHandlers } from './search/savedQueryHandlers';
import { sideDataHandlers } from './sideDataHandlers';
import { geneClassSymbolHandlers } from './submit/geneClassSymbolHandlers';
import { suggestHandlers } from './suggestHandlers';
import { toolHandlers } from './toolHandlers';

// The fixtures behind Storybook, component tests and `npm start` (mock mode).
export const handlers: RequestHandler[] = [
  ...detailHandlers,
  ...sideDataHandlers,
  ...genomeHandlers,
  ...authHandlers,
  ...newsHandlers,
  ...searchResultsHandlers,
  ...geneActionsHandlers,
  ...savedQueryHandlers,
  ...suggestHandlers,
  ...geneClassSymbolHandlers,
  ...downloadHandlers,
  ...collectionHandlers,
  ...toolHandlers,
];
