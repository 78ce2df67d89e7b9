// The summary band's part of the record-type config format (format.ts imports it): what a detail page shows above
// its sections so that a reader knows the record at a glance.
import { z } from 'zod';

export const summaryConfig = z
  .strictObject({})
  .describe('The summary band above the sections: the record at a glance (name, description, location, identifiers).');
