// A load run with a load generator that costs next to nothing per answer, for large answers: autocannon reads every
// byte of a response through its HTTP parser in JavaScript, and on a machine of two cores that it shares with the
// server, receiving a 117 KB answer 300 times a second is most of what the run measures. This one keeps
// `connections` keep-alive sockets, each sending its next request when the previous answer's last byte has come; it
// reads only the status line and the headers, then counts the body's bytes (Content-Length, or chunked framing).
// Latency is from writing the request to the answer's last byte, as autocannon measures it.
import net from 'node:net';
import { loopbackUrl, summariseLatencies, type LoadResult, type LoadRun } from './measure';

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Reads one HTTP/1.1 response after another from a socket's chunks; calls `onResponse` as each one ends. */
class ResponseReader {
  private pending: Buffer = Buffer.alloc(0);
  private state: { phase: 'head' } | { phase: 'body'; left: number } | { phase: 'chunkSize' } | { phase: 'chunk'; left: number } | { phase: 'trailer' } = {
    phase: 'head',
  };
  private status = 0;
  private bytes = 0;

  constructor(private readonly onResponse: (status: number, bytes: number) => void) {}

  push(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    this.bytes += chunk.length;
    for (;;) {
      const state = this.state;
      if (state.phase === 'head') {
        const end = this.pending.indexOf(HEAD_END);
        if (end === -1) return;
        const head = this.pending.subarray(0, end).toString('latin1');
        this.pending = this.pending.subarray(end + HEAD_END.length);
        this.status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) this.state = { phase: 'chunkSize' };
        else if (length) this.state = { phase: 'body', left: Number(length[1]) };
        else throw new Error(`An answer without Content-Length or chunked framing (status ${this.status}).`);
      } else if (state.phase === 'body' || state.phase === 'chunk') {
        const taken = Math.min(state.left, this.pending.length);
        this.pending = this.pending.subarray(taken);
        state.left -= taken;
        if (state.left > 0) return;
        if (state.phase === 'body') this.finish();
        else this.state = { phase: 'chunkSize' };
      } else {
        // A chunk-size line (after the CRLF that ends the previous chunk's data), or the CRLF ending the trailer.
        const end = this.pending.indexOf(CRLF, state.phase === 'chunkSize' && this.pending.subarray(0, 2).equals(CRLF) ? 2 : 0);
        if (end === -1) return;
        const line = this.pending.subarray(0, end).toString('latin1').trim();
        this.pending = this.pending.subarray(end + CRLF.length);
        if (state.phase === 'trailer') {
          if (line === '') this.finish();
          continue;
        }
        const size = Number.parseInt(line, 16);
        if (!Number.isFinite(size)) throw new Error(`A malformed chunk size "${line}".`);
        this.state = size === 0 ? { phase: 'trailer' } : { phase: 'chunk', left: size };
      }
    }
  }

  private finish(): void {
    const bytes = this.bytes - this.pending.length;
    this.bytes = this.pending.length;
    this.state = { phase: 'head' };
    this.onResponse(this.status, bytes);
  }
}

export function runLeanLoad({ label, base, connections, durationSeconds, nextPath, nextBody, headers = {} }: LoadRun & { base: string }): Promise<LoadResult> {
  const url = loopbackUrl(base);
  const latencies: number[] = [];
  let bytes = 0;
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const endsAt = started + durationSeconds * 1000;

  const request = () => {
    const body = nextBody ? JSON.stringify(nextBody()) : '';
    const lines = [
      `${nextBody ? 'POST' : 'GET'} ${nextPath()} HTTP/1.1`,
      `host: ${url.host}`,
      'connection: keep-alive',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ...(nextBody ? ['content-type: application/json', `content-length: ${Buffer.byteLength(body)}`] : []),
    ];
    return `${lines.join('\r\n')}\r\n\r\n${body}`;
  };

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port) });
      socket.setNoDelay(true);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= endsAt) {
          socket.end();
          resolve();
          return;
        }
        sentAt = performance.now();
        socket.write(request());
      };
      const reader = new ResponseReader((status, responseBytes) => {
        latencies.push(performance.now() - sentAt);
        bytes += responseBytes;
        if (status < 200 || status > 299) non2xx += 1;
        send();
      });
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        try {
          reader.push(chunk);
        } catch {
          errors += 1;
          socket.destroy();
          resolve();
        }
      });
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  return Promise.all(Array.from({ length: connections }, connection)).then(() => {
    const duration = (performance.now() - started) / 1000;
    return {
      label,
      connections,
      durationSeconds: duration,
      responses: latencies.length,
      requestsPerSecond: latencies.length / duration,
      latency: summariseLatencies(latencies),
      non2xx,
      errors,
      meanResponseBytes: latencies.length > 0 ? bytes / latencies.length : 0,
    };
  });
}
