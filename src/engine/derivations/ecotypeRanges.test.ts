import { describe, expect, it } from 'vitest';
import { ecotypeAltitude, ecotypeLatitude, ecotypeLongitude } from './ecotypeRanges';

describe('ecotype collection ranges', () => {
  it('shows one value when the site is a point', () => {
    expect(ecotypeLatitude({ latitudeMin: 38.3, latitudeMax: 38.3 })).toEqual(['38.3']);
    expect(ecotypeLongitude({ longitudeMin: -92.3, longitudeMax: -92.3 })).toEqual(['-92.3']);
  });

  it("shows 'min to max' when the site spans a range, lowest first", () => {
    expect(ecotypeAltitude({ altitudeMin: 1200, altitudeMax: 1450 })).toEqual(['1200 to 1450']);
    expect(ecotypeLongitude({ longitudeMin: -1.4, longitudeMax: -1.9 })).toEqual(['-1.9 to -1.4']);
  });

  it('shows the one bound that is known', () => {
    expect(ecotypeAltitude({ altitudeMin: null, altitudeMax: 300 })).toEqual(['300']);
    expect(ecotypeLatitude({ latitudeMin: 0 })).toEqual(['0']);
  });

  it('gives nothing when neither bound is known, so the empty text shows', () => {
    expect(ecotypeLatitude({ latitudeMin: null, latitudeMax: null })).toEqual([]);
    expect(ecotypeAltitude({ altitudeMin: 'high' })).toEqual([]);
    expect(ecotypeLongitude(null)).toEqual([]);
  });
});
