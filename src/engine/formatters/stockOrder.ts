// The text of a stock's order link. The stock centre only takes orders for stocks it has on hand (002 §9 stock
// availability: available, not available, not yet received, no longer distributed), so only an available stock
// gets an order link. Reads the stock object itself ({$|stockOrderText}): its name and stockAvailabilityType.

export const AVAILABLE_STOCK = 'available';

/** 'Order {name}' for an available stock; '' otherwise, so a link template draws nothing. */
export function stockOrderText(stock: unknown): string {
  if (stock === null || typeof stock !== 'object' || Array.isArray(stock)) return '';
  const { name, stockAvailabilityType } = stock as { name?: unknown; stockAvailabilityType?: unknown };
  const availability = typeof stockAvailabilityType === 'string' ? stockAvailabilityType.trim().toLowerCase() : '';
  const stockName = typeof name === 'string' ? name.trim() : '';
  return availability === AVAILABLE_STOCK && stockName !== '' ? `Order ${stockName}` : '';
}
