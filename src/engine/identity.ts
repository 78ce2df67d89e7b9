import type { RecordTypeConfigData } from './config/format';
import { recordAddressOf, type RecordAddress } from '../../sections/shared/recordAddress';

export { keyFromLookup } from '../../sections/shared/recordAddress';

/** How the URL identifies the record: a key to fetch directly, a value to resolve first, or nothing usable. */
export type RecordIdentity = RecordAddress;

/** The record a detail address names, by the rule the server also follows (sections/shared/recordAddress.ts). */
export const identityFromParams = (config: RecordTypeConfigData, params: URLSearchParams): RecordIdentity => recordAddressOf(config.lookups, params);
