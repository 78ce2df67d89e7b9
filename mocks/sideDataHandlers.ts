import type { RequestHandler } from 'msw';

export const sideDataHandlers: RequestHandler[] = [];
