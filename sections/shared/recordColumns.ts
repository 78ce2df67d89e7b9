// Columns of the tables that the smaller record pages (marker, host strain, library, vector, transposon) share,
// kept once so those tables read alike. Plain data, like the configs.
import type { TableColumn } from '../../src/engine/config/format';
import { legacyObjectPage, stockCentrePage } from './externalPages';

const STOCK_CENTRE = stockCentrePage('{name}');
// 002 §7: maps have no page in this portal; each opens as a map object page of the older site.
const LEGACY_MAP_PAGE = legacyObjectPage('map', '{mapId}');

/** 002 §3 Attribution: communityType is person or organization, each with a page of its own. */
export const attributionColumns: TableColumn[] = [
  { header: 'Type', path: 'attributionType' },
  { header: 'Name', text: '{firstName} {lastName}{organizationName}', href: '/{communityType}?key={communityId}' },
  { header: 'Date', path: 'attributionDate', format: 'date' },
];

/**
 * 002 §3 Map assignment in its flat shape (chromosome, name, mapId … on the assignment itself). Chromosome first,
 * then where on which map.
 */
export const flatMapAssignmentColumns: TableColumn[] = [
  { header: 'Chromosome', path: 'chromosome' },
  { header: 'Map', path: 'name', href: LEGACY_MAP_PAGE, external: true },
  { header: 'Map Type', path: 'mapType' },
  { header: 'Start', path: 'startPosition', format: 'number' },
  { header: 'End', path: 'endPosition', format: 'number' },
  { header: 'Units', path: 'units' },
  { header: 'Orientation', path: 'orientation', format: 'orientation' },
];

/**
 * Stocks of the stock centre with their donors (clone and vector stockDetails). The stock number opens the stock
 * centre's page; the Order link appears only for a stock the centre can send (002 §9 stock availability).
 */
export const stockDetailColumns: TableColumn[] = [
  { header: 'Stock', path: 'name', href: STOCK_CENTRE, external: true },
  { header: 'Availability', path: 'stockAvailabilityType' },
  { header: 'Description', path: 'description' },
  { header: 'Donor', text: '{firstName} {lastName}{organizationName}', href: '/{communityType}?key={communityId}' },
  { header: 'Donor Stock Number', path: 'donorStockNumber' },
  { header: 'Order', text: '{$|stockOrderText}', href: STOCK_CENTRE, external: true, sortable: false },
];
