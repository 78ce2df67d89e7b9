import { describe, expect, it } from 'vitest';
import { geneMapLocations, locusGeneticMarkers, locusMapAssignments } from './mapping';

describe('locusMapAssignments', () => {
  it('reads the nested map of a locus assignment and its unit', () => {
    const [row] = locusMapAssignments({
      globalAssignments: [
        {
          map: { chromosome: '1', mapType: 'assembly_unit', name: 'AGI', mapId: 5 },
          orientation: 'F',
          startPosition: 3631,
          endPosition: 5899,
          unit: 'bp',
          superAssignments: [{ superMap: { name: 'Chr1' }, mapElementType: 'gene' }, { superMap: 'CHR1', mapElementType: 'gene' }],
        },
      ],
    });
    expect(row).toMatchObject({
      chromosome: '1',
      mapName: 'AGI',
      mapId: 5,
      mapType: 'assembly_unit',
      startPosition: 3631,
      endPosition: 5899,
      units: 'bp',
      orientation: 'F',
      mapElementType: 'gene',
      superMaps: 'Chr1, CHR1',
    });
  });

  it('reads a flat assignment as other pages send it', () => {
    const [row] = locusMapAssignments({ globalAssignments: [{ chromosome: '2', name: 'RI', mapType: 'map', units: 'cM', mapId: '7' }] });
    expect(row).toMatchObject({ chromosome: '2', mapName: 'RI', mapType: 'map', units: 'cM', mapId: '7' });
  });

  it('never throws on malformed data', () => {
    for (const record of [null, { globalAssignments: {} }, { globalAssignments: [{ map: 'x', superAssignments: 'y' }] }]) {
      expect(() => locusMapAssignments(record)).not.toThrow();
    }
  });
});

describe('geneMapLocations', () => {
  it('turns one map location object into one row', () => {
    const rows = geneMapLocations({ mapLocation: { chromosome: '1', mapName: 'AGI', startPosition: 3631, endPosition: 5899, units: 'bp' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ chromosome: '1', mapName: 'AGI', startPosition: 3631, units: 'bp' });
  });

  it('gives no rows without a map location', () => {
    expect(geneMapLocations({ mapLocation: null })).toEqual([]);
  });
});

describe('locusGeneticMarkers', () => {
  it('reads markers with global assignments', () => {
    const [row] = locusGeneticMarkers({
      geneticMarkers: [
        { name: 'nga63', tairObjectId: 1, type: 'SSLP', aliases: ['NGA63'], globalAssignments: [{ chromosome: '1', startPosition: 10, endPosition: 20, unit: 'bp' }] },
      ],
    });
    expect(row).toEqual({ name: 'nga63', markerId: 1, type: 'SSLP', aliases: 'NGA63', chromosome: '1', startPosition: 10, endPosition: 20, units: 'bp' });
  });

  it('reads markers in the locus-context shape', () => {
    const [row] = locusGeneticMarkers({
      geneticMarkers: [{ geneticMarkerName: 'T25K16', geneticMarkerId: '2', geneticMarkerType: 'CAPS', originalAlias: 'T25', chromosome: '1', startPosition: 1, endPosition: 2, units: 'bp' }],
    });
    expect(row).toEqual({ name: 'T25K16', markerId: '2', type: 'CAPS', aliases: 'T25', chromosome: '1', startPosition: 1, endPosition: 2, units: 'bp' });
  });
});
