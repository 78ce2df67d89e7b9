import { describe, expect, it } from 'vitest';
import { activationOutcome } from './activationOutcome';

const tracker = { total_units: 300, remaining_units: 280, expiry_date: '2027-03-31', free_expiry_date: '2026-09-30', bucketsBought: 1 };

describe('activation outcome', () => {
  it('is success for a 2xx answer carrying the tracker', () => {
    expect(activationOutcome({ ok: true, status: 200, body: { message: 'Done', unitsAdded: 250, tracker } })).toEqual({
      ok: true,
      message: 'Activation Code applied successfully!',
    });
  });

  it('is success for a 2xx answer with the success message alone', () => {
    expect(activationOutcome({ ok: true, status: 200, body: { message: 'Activation Code applied successfully!' } }).ok).toBe(true);
  });

  it("is the server's message for a refusal, whatever the status", () => {
    expect(activationOutcome({ ok: false, status: 400, body: { message: 'This activation code has already been used.' } })).toEqual({
      ok: false,
      message: 'This activation code has already been used.',
    });
    expect(activationOutcome({ ok: true, status: 200, body: { message: 'Code expired.' } })).toEqual({ ok: false, message: 'Code expired.' });
    expect(activationOutcome({ ok: false, status: 403, body: { error: 'Not your account.' } })).toEqual({ ok: false, message: 'Not your account.' });
  });

  it('is the general error for a failing status without a message', () => {
    expect(activationOutcome({ ok: false, status: 500, body: null })).toEqual({ ok: false, message: 'An error occurred during activation.' });
    expect(activationOutcome({ ok: false, status: 502, body: '<html>Bad gateway</html>' }).message).toBe('An error occurred during activation.');
  });

  it("is 'Activation failed' for a 2xx answer of an unexpected shape", () => {
    expect(activationOutcome({ ok: true, status: 200, body: { status: 'queued' } })).toEqual({ ok: false, message: 'Activation failed' });
    expect(activationOutcome({ ok: true, status: 204, body: null }).message).toBe('Activation failed');
  });
});
