// Runs one BLAST+ program as a child process: an argument array (never a shell, so nothing typed into the form is
// ever interpreted), the query on stdin, a time limit after which the process is killed, and a cap on what it
// may print so a runaway report cannot fill the server's memory. A run given an abort signal (its client went away)
// is stopped when the signal aborts: SIGTERM, then SIGKILL if the program has not ended after a short grace.
import { spawn } from 'node:child_process';
import { abortReason } from '../shared/clientGone';
import { OutputChunks } from './outputChunks';

export interface ProgramRun {
  code: number | null;
  /**
   * What the program printed, as bytes in chunks of about a megabyte (outputChunks.ts): a report of up to
   * maxOutputBytes is passed on, or parsed in a worker thread, never joined or decoded here.
   */
  stdout: Buffer[];
  stderr: string;
}

export class ProgramTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`The search took longer than ${seconds} seconds and was stopped.`);
    this.name = 'ProgramTimeoutError';
  }
}

export class ProgramOutputError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The report was larger than ${Math.round(limitBytes / 1024 / 1024)} MB and was stopped.`);
    this.name = 'ProgramOutputError';
  }
}

export interface RunOptions {
  input?: string;
  timeoutMs: number;
  maxOutputBytes: number;
  cwd?: string;
  /** Stops the program when it aborts; the run then fails with the signal's reason. */
  signal?: AbortSignal;
  /** How long a program stopped by the signal has to end after SIGTERM before it is killed (2 s by default). */
  stopGraceMs?: number;
}

const STOP_GRACE_MS = 2_000;

export function runProgram(file: string, args: readonly string[], { input, timeoutMs, maxOutputBytes, cwd, signal, stopGraceMs = STOP_GRACE_MS }: RunOptions): Promise<ProgramRun> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawn(file, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    const stdout = new OutputChunks();
    const stderr: Buffer[] = [];
    let size = 0;
    let failure: Error | null = null;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new ProgramTimeoutError(Math.round(timeoutMs / 1000))), timeoutMs);
    let killTimer: NodeJS.Timeout | undefined;
    const cancel = () => {
      failure ??= abortReason(signal!);
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
    };
    signal?.addEventListener('abort', cancel, { once: true });
    const settled = () => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', cancel);
    };
    const collect = (output: { push(chunk: Buffer): unknown }) => (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) stop(new ProgramOutputError(maxOutputBytes));
      else output.push(chunk);
    };
    child.stdout.on('data', collect(stdout));
    child.stderr.on('data', collect(stderr));
    child.on('error', (error) => {
      settled();
      reject(error);
    });
    child.on('close', (code) => {
      settled();
      if (failure) reject(failure);
      else resolve({ code, stdout: stdout.chunks(), stderr: Buffer.concat(stderr).toString('utf8') });
    });
    // A program that exits before reading all of its input closes the pipe; that is not our error to report.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}
