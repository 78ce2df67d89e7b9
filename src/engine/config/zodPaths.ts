import type { z } from 'zod';

// Walks a zod 4 schema along a dot path, looking through optional/nullable/default/pipe wrappers and unions.
// Used by the config checker, so that a path a config reads must exist in the record's schema.

type AnySchema = z.core.$ZodType;

function unwrap(schema: AnySchema): AnySchema[] {
  const def = schema._zod.def as unknown as { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema; options?: AnySchema[]; getter?: () => AnySchema };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? unwrap(def.innerType) : [];
    case 'pipe':
      return def.in ? unwrap(def.in) : [];
    case 'lazy':
      return def.getter ? unwrap(def.getter()) : [];
    case 'union':
      return (def.options ?? []).flatMap(unwrap);
    default:
      return [schema];
  }
}

/** The schemas a value at `segment` of `schema` may have; arrays are looked through to their elements. */
function child(schema: AnySchema, segment: string): AnySchema[] {
  return unwrap(schema).flatMap((candidate) => {
    const def = candidate._zod.def as unknown as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema; valueType?: AnySchema };
    if (def.type === 'array' && def.element) return child(def.element, segment);
    if (def.type === 'object' && def.shape && Object.prototype.hasOwnProperty.call(def.shape, segment)) {
      const next = def.shape[segment];
      return next ? [next] : [];
    }
    if (def.type === 'record' && def.valueType) return [def.valueType];
    if (def.type === 'any' || def.type === 'unknown') return [candidate];
    return [];
  });
}

/** The schema(s) at a dot path, or an empty list when the path does not exist. */
export function schemasAtPath(schema: AnySchema, path: string): AnySchema[] {
  let current: AnySchema[] = [schema];
  for (const segment of path.split('.')) {
    current = current.flatMap((candidate) => child(candidate, segment));
    if (current.length === 0) return [];
  }
  return current;
}

/** The element schema(s) of the array(s) at a path: the row type of a table, the item type of a list. */
export function elementSchemas(schemas: AnySchema[]): AnySchema[] {
  return schemas.flatMap(unwrap).map((candidate) => {
    const def = candidate._zod.def as unknown as { type: string; element?: AnySchema };
    return def.type === 'array' && def.element ? def.element : candidate;
  });
}

/** True when values here are free-form (any/unknown): paths below cannot be checked. */
export function isOpaque(schemas: AnySchema[]): boolean {
  return schemas.flatMap(unwrap).some((candidate) => ['any', 'unknown'].includes((candidate._zod.def as { type: string }).type));
}

/** True when any of the schemas is an array (a list value). */
export function isList(schemas: AnySchema[]): boolean {
  return schemas.flatMap(unwrap).some((candidate) => (candidate._zod.def as { type: string }).type === 'array');
}
