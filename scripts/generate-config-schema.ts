// Writes schemas/record-type.schema.json from the zod definition in src/engine/config/format.ts.
// Run after changing the format: npm run schema:config (a unit test fails while the two differ).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { recordTypeJsonSchema } from '../src/engine/config/jsonSchema';

const target = fileURLToPath(new URL('../schemas/record-type.schema.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(recordTypeJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${target}`);
