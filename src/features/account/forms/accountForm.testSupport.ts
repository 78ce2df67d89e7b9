// What the account form tests share: finding a field by its label and reading the message tied to it.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { FIELD_SELECTOR, labelPattern } from './labelPattern.testSupport';

/** The input, select or text area labelled `label` (a required field's label ends with an asterisk). */
export const fieldLabelled = (label: string): HTMLElement => screen.getByLabelText(labelPattern(label), { selector: FIELD_SELECTOR });

/** The field shows `message` as its own error: its accessible description, and it is marked invalid. */
export function expectFieldError(label: string, message: string) {
  const field = fieldLabelled(label);
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveAttribute('aria-invalid', 'true');
}

export function expectNoFieldError(label: string) {
  expect(fieldLabelled(label)).not.toHaveAttribute('aria-invalid', 'true');
}

/** The error summary a failed submit shows (role=alert), and the messages it lists. */
export function summaryMessages(): string[] {
  const summary = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('Please correct the following:'));
  if (!summary) throw new Error('No error summary is shown.');
  return within(summary)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}
