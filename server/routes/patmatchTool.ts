import type { FastifyInstance } from 'fastify';

// The PatMatch tools service (001 §3.5, §7).
export async function patmatchToolRoutes(_app: FastifyInstance): Promise<void> {}
