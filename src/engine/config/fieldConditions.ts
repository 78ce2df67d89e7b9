// Parts of the config format that say where a field reads and when it shows: record paths, and the showIf / showTo
// conditions of config/format.ts (evaluated by src/engine/conditions.ts and src/engine/useViewer.ts).
import { z } from 'zod';

export const fieldPath = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/)
  .describe('Dot path into the record (e.g. "repGene.description"). Checked against the record schema by a test.');

export const fieldCondition = z
  .strictObject({
    path: fieldPath.describe('The record value the condition reads.'),
    equals: z.union([z.string(), z.number(), z.boolean()]).optional().describe('Met when the value equals this.'),
    greaterThan: z.number().optional().describe('Met when the value is a number greater than this.'),
    not: z.literal(true).optional().describe('Met when the rest of the condition is not (e.g. greaterThan 0 with not: none, or no value at all).'),
  })
  .describe("Met by the value at path: equal to `equals`, above `greaterThan`, or (with neither) present, not empty and not false/'F'/0; `not` turns it round.");

export const viewerCondition = z
  .strictObject({
    curators: z.literal(true).optional().describe('A logged-in curator sees the field.'),
    membersOf: fieldPath.optional().describe("A logged-in member affiliated with the organization whose community id is at this path sees it."),
  })
  .describe('Shown only to these logged-in viewers (000 §6); everyone else sees nothing.');

export type FieldCondition = z.infer<typeof fieldCondition>;
export type ViewerCondition = z.infer<typeof viewerCondition>;
