import type { FieldCondition } from './config/format';
import { getByPath } from './paths';

/** Present: not missing, not an empty string or list, and not a "no" ('F', false, 0). */
function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === 'F') return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Whether the record meets a field's showIf condition (config/format.ts). */
export function meetsCondition(condition: FieldCondition, record: unknown): boolean {
  return condition.not ? !conditionHolds(condition, record) : conditionHolds(condition, record);
}

function conditionHolds(condition: FieldCondition, record: unknown): boolean {
  const value = getByPath(record, condition.path);
  if (condition.equals !== undefined) return value === condition.equals;
  if (condition.greaterThan !== undefined) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) && number > condition.greaterThan;
  }
  return isPresent(value);
}
