// Issue 24: a card opens with what names the row (its identifier, then its name and description), whatever the
// table's column order; the other columns follow in the table's order.
const NAMING_COLUMN = /(^|_)(names?|full_?name|title|symbol|description|desc)$/i;

/** The columns in a card's order: the table's first column (the identifier), naming columns, then the rest. */
export function cardOrder<C extends { id: string }>(columns: readonly C[]): C[] {
  const [identifier, ...others] = columns;
  if (!identifier) return [];
  const naming = others.filter((column) => NAMING_COLUMN.test(column.id));
  return [identifier, ...naming, ...others.filter((column) => !naming.includes(column))];
}
