// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../tests/unit/setup';
import { sideDataLocations } from '../../../api/sideData';
import { experimentPath, fetchExperiment, fetchExperimentNames } from './microarrayApi';

describe('microarray experiment calls', () => {
  it('addresses an experiment by its name, encoded', () => {
    expect(experimentPath('AtGenExpress: Stress treatments (salt)')).toBe('/browse/microarray_experiments/AtGenExpress%3A%20Stress%20treatments%20(salt)');
    expect(experimentPath('a/b?c#d')).toBe('/browse/microarray_experiments/a%2Fb%3Fc%23d');
  });

  it('lists the names alphabetically without case, trimmed, each once', async () => {
    server.use(http.get(sideDataLocations.microarrayExperiments, () => HttpResponse.json(['root map', ' AtGenExpress: B ', 'atGenExpress: a', 'root map', ''])));
    await expect(fetchExperimentNames()).resolves.toEqual(['atGenExpress: a', 'AtGenExpress: B', 'root map']);
  });

  it('refuses a list that is not an array of names', async () => {
    server.use(http.get(sideDataLocations.microarrayExperiments, () => HttpResponse.json({ names: ['x'] })));
    await expect(fetchExperimentNames()).rejects.toThrow();
  });

  it('answers null for a name no experiment has, and throws on a server failure', async () => {
    await expect(fetchExperiment('No such experiment')).resolves.toBeNull();
    server.use(http.get('*/api/browse/microarray-experiment', () => HttpResponse.json({ error: 'Internal server error.' }, { status: 500 })));
    await expect(fetchExperiment('AtGenExpress: Stress treatments (salt)')).rejects.toThrow();
  });
});
