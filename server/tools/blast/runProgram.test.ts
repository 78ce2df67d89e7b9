// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ProgramOutputError, ProgramTimeoutError, runProgram } from './runProgram';

describe('runProgram', () => {
  it('passes arguments as they are (no shell) and the input on stdin', async () => {
    const run = await runProgram('/bin/cat', ['-'], { input: '>q\nACGT; $(rm -rf /)\n', timeoutMs: 5_000, maxOutputBytes: 1_000 });
    expect(run).toEqual({ code: 0, stdout: '>q\nACGT; $(rm -rf /)\n', stderr: '' });
    const echo = await runProgram('/bin/echo', ['$HOME', '`id`'], { timeoutMs: 5_000, maxOutputBytes: 1_000 });
    expect(echo.stdout).toBe('$HOME `id`\n');
  });

  it('kills a program that runs past its time', async () => {
    const started = Date.now();
    await expect(runProgram('/bin/sleep', ['10'], { timeoutMs: 200, maxOutputBytes: 1_000 })).rejects.toBeInstanceOf(ProgramTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a program that prints more than allowed', async () => {
    await expect(runProgram('/bin/cat', ['-'], { input: 'x'.repeat(10_000), timeoutMs: 5_000, maxOutputBytes: 1_000 })).rejects.toBeInstanceOf(ProgramOutputError);
  });
});
