// A payload that fails its schema becomes one 400 answer naming the first failing field:
// { error: true, field: 'searchTerms.1.search_method', message: 'searchTerms.1.search_method must be one of …' }.
import type * as z from 'zod';

export interface PayloadError {
  error: true;
  field: string;
  message: string;
}

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

function expectedText(issue: z.core.$ZodIssueInvalidType): string {
  const expected = issue.expected as string;
  if (expected === 'object') return 'must be an object';
  if (expected === 'array') return 'must be a list';
  if (expected === 'number' || expected === 'int') return 'must be a number';
  if (expected === 'boolean') return 'must be true or false';
  if (expected === 'string') return 'must be text';
  return `must be ${expected}`;
}

/** The 400 body for the first issue of a failed parse; `root` names the payload when the issue is at its top. */
export function payloadError(error: z.ZodError, root = 'payload'): PayloadError {
  const issue = error.issues[0];
  if (!issue) return { error: true, field: root, message: `The ${root} is not valid.` };
  if (issue.code === 'unrecognized_keys') {
    const field = pathOf([...issue.path, issue.keys[0] ?? '']);
    return { error: true, field, message: `${field} is not a field of this search.` };
  }
  const field = issue.path.length > 0 ? pathOf(issue.path) : root;
  if (issue.code === 'invalid_type') {
    // A missing field reads better as "is required" than as "must be text".
    const missing = issue.input === undefined;
    return { error: true, field, message: `${field} ${missing ? 'is required' : expectedText(issue)}.` };
  }
  return { error: true, field, message: `${field} ${issue.message.replace(/\.$/, '')}.` };
}

/** The 400 body for a field the route checks itself. */
export const fieldError = (field: string, problem: string): PayloadError => ({ error: true, field, message: `${field} ${problem}.` });
