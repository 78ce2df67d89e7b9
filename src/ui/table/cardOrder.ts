// Issue 24: a card opens with what names the row (its identifier, then its name and description), whatever the
// table's column order; the other columns follow in the table's order.
const NAMING_COLUMN = /(^|_)(names?|full_?name|title|symbol|description|desc)$/i;

/**
 * The columns in a card's order: the identifier (the table's first column, or its first after leading number
 * columns, as a list's 'No.' counts rows rather than naming them), naming columns, then the rest.
 */
export function cardOrder<C extends { id: string; kind?: string }>(columns: readonly C[]): C[] {
  const identifier = columns.find((column) => column.kind !== 'number') ?? columns[0];
  if (!identifier) return [];
  const others = columns.filter((column) => column !== identifier);
  const naming = others.filter((column) => NAMING_COLUMN.test(column.id));
  return [identifier, ...naming, ...others.filter((column) => !naming.includes(column))];
}
