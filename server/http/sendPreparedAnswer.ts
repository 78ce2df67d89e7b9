// Sends a prepared answer in the encoding the client accepts, as the compression plugin would choose it
// (server/http/compression.ts: brotli first, then gzip, by the Accept-Encoding weights; none for a small answer),
// but from the bytes made once. An answer that carries its Content-Encoding is passed over by the plugin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import type { AnswerEncoding, PreparedAnswer } from './preparedAnswer';

/** The server's encodings, in its order of preference. */
const ENCODINGS: readonly AnswerEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer in for this Accept-Encoding header: the one of ours with the highest weight (q), brotli
 * on a tie; '*' stands for any; a weight of 0 refuses. null: send the answer as it is.
 */
export function acceptedEncoding(header: string | string[] | undefined): AnswerEncoding | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number.parseFloat(quality.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  let best: AnswerEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

export async function sendPreparedAnswer(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (answer.json.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  // A byte range is never compressed (server/http/compression.ts sets accept-encoding to identity for it); nor is an
  // answer asked for with x-no-compression, as the plugin honours it.
  const encoding = request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(answer.json);
  const body = await answer.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}
