import type { FastifyInstance } from 'fastify';

// The BLAST tools service (001 §3.4, §7).
export async function blastToolRoutes(_app: FastifyInstance): Promise<void> {}
