import { z } from 'zod';
import { recordTypeConfig } from './format';

/** The published JSON Schema of the config format, generated from the zod definition (one source of truth). */
export function recordTypeJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(recordTypeConfig, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
  return {
    ...generated,
    $id: 'https://arabidopsis.org/schemas/record-type.schema.json',
    title: 'Detail page record type',
  };
}
