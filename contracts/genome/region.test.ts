import { describe, expect, it } from 'vitest';
import { parseRegion, regionText } from './region';

describe('parseRegion', () => {
  it('reads the browser loc syntax and its usual variants', () => {
    expect(parseRegion('Chr1:3631..5899')).toEqual({ ok: true, region: { chromosome: 'Chr1', start: 3631, end: 5899 } });
    expect(parseRegion(' chr1:3,631-5,899 ')).toEqual({ ok: true, region: { chromosome: 'Chr1', start: 3631, end: 5899 } });
    expect(parseRegion('1:5899..3631')).toEqual({ ok: true, region: { chromosome: 'Chr1', start: 3631, end: 5899 } });
  });

  it('takes a chromosome alone as all of it and clips a region at the chromosome end', () => {
    expect(parseRegion('ChrC')).toEqual({ ok: true, region: { chromosome: 'ChrC', start: 1, end: 154_478 } });
    expect(parseRegion('ChrM:366000..999999')).toEqual({ ok: true, region: { chromosome: 'ChrM', start: 366000, end: 366_924 } });
  });

  it('says what is wrong with a region it cannot read', () => {
    expect(parseRegion('')).toEqual({ ok: false, message: 'Give a region such as Chr1:3631..5899.' });
    expect(parseRegion('Chr9:1..10')).toMatchObject({ ok: false, message: expect.stringContaining('no chromosome "Chr9"') });
    expect(parseRegion('Chr1:0..10')).toEqual({ ok: false, message: 'Positions are whole numbers from 1.' });
    expect(parseRegion('Chr1:1..10; drop table')).toMatchObject({ ok: false, message: expect.stringContaining('is not a region') });
    expect(parseRegion('ChrC:200000..300000')).toEqual({ ok: false, message: 'ChrC ends at 154478; the region starts after it.' });
  });

  it('writes a region back in the syntax it reads', () => {
    expect(regionText({ chromosome: 'Chr2', start: 10, end: 20 })).toBe('Chr2:10..20');
  });
});
