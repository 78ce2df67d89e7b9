// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBenchArgs, parsePortRange } from './benchArgs';

describe('the command line of npm run bench:api', () => {
  it('means the SQLite runs, all parts, without arguments', () => {
    expect(parseBenchArgs([])).toEqual({ only: undefined, stores: null });
  });

  it('keeps one part named as before', () => {
    expect(parseBenchArgs(['search'])).toEqual({ only: 'search', stores: null });
  });

  it('takes the stores to compare, in the order given, each once', () => {
    expect(parseBenchArgs(['--stores', 'sqlite,postgres'])).toEqual({ only: undefined, stores: ['sqlite', 'postgres'] });
    expect(parseBenchArgs(['--stores=postgres,postgres', 'detail'])).toEqual({ only: 'detail', stores: ['postgres'] });
  });

  it('refuses an unknown store or part, saying what it takes', () => {
    expect(() => parseBenchArgs(['--stores', 'sqlite,mysql'])).toThrow(/--stores takes sqlite, postgres/);
    expect(() => parseBenchArgs(['--stores', ''])).toThrow(/--stores takes/);
    expect(() => parseBenchArgs(['everything'])).toThrow(/Unknown part "everything"/);
  });

  it('refuses the gene-action runs with --stores: they are on SQLite only', () => {
    expect(() => parseBenchArgs(['--stores', 'postgres', 'gene-actions'])).toThrow(/SQLite only/);
  });
});

describe('BENCH_PORTS', () => {
  it('is a range of ports, or free ports when unset', () => {
    expect(parsePortRange('4311-4319')).toEqual({ first: 4311, last: 4319 });
    expect(parsePortRange(undefined)).toBeNull();
  });

  it('refuses what is not a range', () => {
    expect(() => parsePortRange('4311')).toThrow(/BENCH_PORTS takes a range/);
    expect(() => parsePortRange('4319-4311')).toThrow(/BENCH_PORTS takes a range/);
  });
});
