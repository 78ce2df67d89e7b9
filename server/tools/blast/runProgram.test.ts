// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ClientGoneError } from '../shared/clientGone';
import { ProgramOutputError, ProgramTimeoutError, runProgram } from './runProgram';

/** The processes alive now whose command line is exactly `args`. */
const processesOf = (args: string[]) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8') === `${args.join('\0')}\0`;
      } catch {
        return false;
      }
    });

describe('runProgram', () => {
  it('passes arguments as they are (no shell) and the input on stdin', async () => {
    const run = await runProgram('/bin/cat', ['-'], { input: '>q\nACGT; $(rm -rf /)\n', timeoutMs: 5_000, maxOutputBytes: 1_000 });
    expect({ ...run, stdout: Buffer.concat(run.stdout).toString() }).toEqual({ code: 0, stdout: '>q\nACGT; $(rm -rf /)\n', stderr: '' });
    const echo = await runProgram('/bin/echo', ['$HOME', '`id`'], { timeoutMs: 5_000, maxOutputBytes: 1_000 });
    expect(Buffer.concat(echo.stdout).toString()).toBe('$HOME `id`\n');
  });

  it('kills a program that runs past its time', async () => {
    const started = Date.now();
    await expect(runProgram('/bin/sleep', ['10'], { timeoutMs: 200, maxOutputBytes: 1_000 })).rejects.toBeInstanceOf(ProgramTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a program that prints more than allowed', async () => {
    await expect(runProgram('/bin/cat', ['-'], { input: 'x'.repeat(10_000), timeoutMs: 5_000, maxOutputBytes: 1_000 })).rejects.toBeInstanceOf(ProgramOutputError);
  });

  it('stops a program when its signal aborts, and the run fails with the reason', async () => {
    const controller = new AbortController();
    const run = runProgram('/bin/sleep', ['30.1'], { timeoutMs: 60_000, maxOutputBytes: 1_000, signal: controller.signal });
    await vi.waitFor(() => expect(processesOf(['/bin/sleep', '30.1'])).toHaveLength(1), { timeout: 10_000, interval: 10 });
    controller.abort(new ClientGoneError());
    await expect(run).rejects.toBeInstanceOf(ClientGoneError);
    expect(processesOf(['/bin/sleep', '30.1'])).toEqual([]);
  });

  it('kills a program that ignores SIGTERM once the grace has passed', async () => {
    const controller = new AbortController();
    // The shell ignores SIGTERM and becomes sleep, which keeps ignoring it: only SIGKILL ends it.
    const run = runProgram('/bin/sh', ['-c', 'trap "" TERM; exec sleep 30.2'], { timeoutMs: 60_000, maxOutputBytes: 1_000, signal: controller.signal, stopGraceMs: 100 });
    await vi.waitFor(() => expect(processesOf(['sleep', '30.2'])).toHaveLength(1), { timeout: 10_000, interval: 10 });
    controller.abort(new ClientGoneError());
    await expect(run).rejects.toBeInstanceOf(ClientGoneError);
    expect(processesOf(['sleep', '30.2'])).toEqual([]);
  });

  it('does not start a program whose signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new ClientGoneError());
    await expect(runProgram('/bin/sh', ['-c', 'exit 0'], { timeoutMs: 5_000, maxOutputBytes: 1_000, signal: controller.signal })).rejects.toBeInstanceOf(ClientGoneError);
  });
});
