import { http, HttpResponse, type RequestHandler } from 'msw';
import { TOOL_DATASETS } from '../contracts/sequences/sources';

// GET tools/datasets: the tools' datasets with made-up sizes (the server counts the real ones).
export const toolHandlers: RequestHandler[] = [
  http.get('*/api/tools/datasets', () => HttpResponse.json({ datasets: TOOL_DATASETS.map((dataset, index) => ({ ...dataset, sequences: dataset.id === 'genome' ? 7 : 1000 + index * 250 })) })),
];
