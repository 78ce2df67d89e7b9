// The citation and structured-data part of the record-type config format (format.ts imports it): how a record is
// cited ('Cite this page') and described to search engines (schema.org / Bioschemas JSON-LD).
import { z } from 'zod';

export const structuredDataConfig = z
  .strictObject({})
  .describe("How the record is cited ('Cite this page') and described as schema.org / Bioschemas JSON-LD.");
