import type { RequestHandler } from 'msw';

export const detailHandlers: RequestHandler[] = [];
