// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLeanLoad } from './leanLoad';

let server: Server;
let base: string;
const BODY = 'x'.repeat(70_000);

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/missing') {
        response.writeHead(404, { 'content-length': '9' }).end('not found');
      } else if (request.url === '/chunked') {
        // Several chunks of uneven sizes, as a streamed answer comes.
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write(BODY.slice(0, 1));
        response.write(BODY.slice(1, 40_000));
        response.end(BODY.slice(40_000));
      } else {
        const body = request.method === 'POST' ? Buffer.concat(chunks) : Buffer.from(BODY);
        response.writeHead(200, { 'content-length': String(body.length) }).end(body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const run = (path: string, extra: { nextBody?: () => unknown } = {}) =>
  runLeanLoad({ label: path, base, connections: 3, durationSeconds: 0.3, nextPath: () => path, ...extra });

describe('the lean load generator', () => {
  it('reads answers with a Content-Length one after another on each connection', async () => {
    const result = await run('/fixed');
    expect(result.responses).toBeGreaterThan(3);
    expect({ errors: result.errors, non2xx: result.non2xx }).toEqual({ errors: 0, non2xx: 0 });
    expect(result.meanResponseBytes).toBeGreaterThan(BODY.length);
    expect(result.latency.p95).toBeGreaterThan(0);
  });

  it('reads chunked answers to their last chunk', async () => {
    const result = await run('/chunked');
    expect(result.responses).toBeGreaterThan(3);
    expect(result.errors).toBe(0);
    expect(result.meanResponseBytes).toBeGreaterThan(BODY.length);
  });

  it('sends POST bodies and counts answers that are not 2xx', async () => {
    const posted = await run('/echo', { nextBody: () => ({ rows: 5 }) });
    expect(posted.meanResponseBytes).toBeGreaterThan(JSON.stringify({ rows: 5 }).length);
    const missing = await run('/missing');
    expect(missing.non2xx).toBe(missing.responses);
  });

  it('targets loopback addresses only', () => {
    expect(() => runLeanLoad({ label: 'x', base: 'http://192.0.2.1:80', connections: 1, durationSeconds: 0.1, nextPath: () => '/' })).toThrow(/loopback/);
  });
});
