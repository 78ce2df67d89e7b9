import type { FastifyInstance } from 'fastify';

// The gene class symbol registration and its curator review (001 §2.10, §7).
export async function geneClassSymbolRoutes(_app: FastifyInstance): Promise<void> {}
