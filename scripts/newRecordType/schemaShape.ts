// Reading a record type's zod schema (zod/mini or zod) to scaffold from it: which top-level fields are plain values
// a Summary can show, and records that pass or fail it — an example, an all-empty one and a malformed one.
import * as z from 'zod/mini';
import { labelOf } from './names';

type Schema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without its optional/nullable/default wrappers, and whether the field may be left out. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type !== 'optional' && def.type !== 'nullable' && def.type !== 'default') return { inner, optional };
    optional = true;
    inner = def.innerType as Schema;
  }
}

const kindOf = (schema: Schema) => defOf(unwrap(schema).inner).type;
const optionsOf = (schema: Schema): Schema[] => {
  const def = defOf(unwrap(schema).inner);
  return def.type === 'union' ? (def.options as Schema[]) : [unwrap(schema).inner];
};

/** The top-level fields of an object schema, in declaration order. */
export function fieldsOf(schema: Schema): [string, Schema][] {
  const def = defOf(schema);
  if (def.type !== 'object') throw new Error('The record schema is not an object schema.');
  return Object.entries(def.shape as Record<string, Schema>);
}

const PLAIN = new Set(['string', 'number', 'boolean', 'enum', 'literal']);

/** A field a text field can show: a plain value, or a union of plain values (ids, 'T'/'F' flags). */
export const isPlainValue = (schema: Schema) => optionsOf(schema).every((option) => PLAIN.has(defOf(option).type));

/** A 'T'/'F' or boolean flag, shown as Yes/No. */
export const isFlag = (schema: Schema) =>
  optionsOf(schema).some((option) => defOf(option).type === 'boolean') ||
  optionsOf(schema).some((option) => defOf(option).type === 'enum' && JSON.stringify(Object.values(defOf(option).entries as object)) === '["T","F"]');

export const isList = (schema: Schema) => kindOf(schema) === 'array';

export const isNumber = (schema: Schema) => optionsOf(schema).every((option) => defOf(option).type === 'number');

/** A value of the schema, chosen to be recognisable on a page ('Example name', 1001, '2024-01-15'). */
export function exampleOf(schema: Schema, field: string): unknown {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return /date/i.test(field) ? '2024-01-15' : `Example ${labelOf(field).toLowerCase()}`;
    case 'number':
      return /id$/i.test(field) ? 1001 : 12;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return exampleOf((def.options as Schema[])[0] as Schema, field);
    case 'array':
      return [exampleOf(def.element as Schema, field)];
    case 'object':
      return Object.fromEntries(fieldsOf(inner).map(([name, child]) => [name, exampleOf(child, name)]));
    default:
      return null;
  }
}

/** Every field given: required ones an example, lists empty, other optional values null. */
export function emptyRecordOf(schema: Schema): Record<string, unknown> {
  return Object.fromEntries(
    fieldsOf(schema).map(([name, field]) => {
      const { optional } = unwrap(field);
      if (!optional) return [name, exampleOf(field, name)];
      return [name, isList(field) ? [] : null];
    }),
  );
}

const WRONG_VALUES: unknown[] = [12345, 'not a number', { unexpected: true }, ['unexpected'], true];

/** Each field given a value of a type it does not accept, so the record fails the schema field by field. */
export function malformedRecordOf(schema: Schema): Record<string, unknown> {
  const record = Object.fromEntries(
    fieldsOf(schema).flatMap(([name, field]) => {
      const wrong = WRONG_VALUES.find((value) => !z.safeParse(field, value).success);
      return wrong === undefined ? [] : [[name, wrong]];
    }),
  );
  if (z.safeParse(schema, record).success) throw new Error('No value breaks this schema; write the malformed fixture by hand.');
  return record;
}
