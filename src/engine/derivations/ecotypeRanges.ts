// Where an accession was collected, as ranges: the record bounds the site by a minimum and a maximum latitude,
// longitude and altitude. One value when both bounds agree (or only one is known), 'min to max' otherwise.
import { num, prop } from './read';

function range(record: unknown, minKey: string, maxKey: string): string[] {
  const min = num(prop(record, minKey));
  const max = num(prop(record, maxKey));
  if (min === undefined && max === undefined) return [];
  if (min === undefined || max === undefined || min === max) return [String(min ?? max)];
  return [`${Math.min(min, max)} to ${Math.max(min, max)}`];
}

/** Latitude in decimal degrees (latitudeMin, latitudeMax). */
export const ecotypeLatitude = (record: unknown) => range(record, 'latitudeMin', 'latitudeMax');

/** Longitude in decimal degrees (longitudeMin, longitudeMax). */
export const ecotypeLongitude = (record: unknown) => range(record, 'longitudeMin', 'longitudeMax');

/** Altitude in metres above sea level (altitudeMin, altitudeMax). */
export const ecotypeAltitude = (record: unknown) => range(record, 'altitudeMin', 'altitudeMax');
