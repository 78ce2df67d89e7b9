import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activationHandler, type ActivationAnswer } from '../../../mocks/accounts/profileHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { ActivationForm } from './ActivationForm';
import { watchRequests } from './profile.testSupport';

const activateUrl = '*/api/subscription/activate/bucket';

function renderForm(partyId = '1501420020') {
  render(
    <AppProviders freshQueryClient>
      <ActivationForm partyId={partyId} communityId="1501420020" />
    </AppProviders>,
  );
}

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Enter Activation Code' }));
  return screen.getByRole('textbox', { name: 'Activation code' });
}

async function submitCode(code: string) {
  const field = await openForm();
  if (code) await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
  return field;
}

describe('Activation form', () => {
  it("opens with 'Enter Activation Code' and closes with 'Hide'", async () => {
    renderForm();
    const toggle = screen.getByRole('button', { name: 'Enter Activation Code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Activation code' })).toBeVisible();
    expect(toggle).toHaveTextContent('Hide');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(toggle).toHaveTextContent('Enter Activation Code');
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])('refuses an %s code without asking the server', async (_, code) => {
    const calls = watchRequests('post', activateUrl);
    server.use(calls.handler, activationHandler('success'));
    renderForm();
    await submitCode(code);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid activation code.');
    expect(calls.received).toHaveLength(0);
  });

  it('refuses without a party id, without asking the server', async () => {
    const calls = watchRequests('post', activateUrl);
    server.use(calls.handler, activationHandler('success'));
    renderForm('');
    await submitCode('TAIR-DEMO-0250');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error during activation.');
    expect(calls.received).toHaveLength(0);
  });

  it("sends the trimmed code with the party id and reads 'Activating...' until the answer comes", async () => {
    const calls = watchRequests('post', activateUrl);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      calls.handler,
      http.post(activateUrl, async () => {
        await answered;
        return HttpResponse.json({ message: 'Activation Code applied successfully!', tracker: { total_units: 300, remaining_units: 280 } });
      }),
    );
    renderForm();
    await submitCode('  TAIR-DEMO-0250 ');
    const busy = await screen.findByRole('button', { name: 'Activating...' });
    expect(busy).toBeDisabled();
    answer();
    expect(await screen.findByRole('status')).toHaveTextContent('Activation Code applied successfully!');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(calls.received.map(({ body }) => body)).toEqual([{ activationCode: 'TAIR-DEMO-0250', partyId: '1501420020' }]);
  });

  it('clears the field after a code is applied', async () => {
    server.use(activationHandler('success'));
    renderForm();
    const field = await submitCode('TAIR-DEMO-0250');
    expect(await screen.findByText('Activation Code applied successfully!')).toBeVisible();
    expect(field).toHaveValue('');
  });

  it.each([
    ['unknownCode', 'This activation code is not valid. Please check it and try again.'],
    ['usedCode', 'This activation code has already been used.'],
    ['statusWithoutMessage', 'An error occurred during activation.'],
    ['unexpectedBody', 'Activation failed'],
    ['networkError', 'An error occurred while activating the subscription.'],
  ] as [ActivationAnswer, string][])('answers %s with its message and keeps the code', async (answer, message) => {
    server.use(activationHandler(answer));
    renderForm();
    const field = await submitCode('TAIR-DEMO-0100');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(field).toHaveValue('TAIR-DEMO-0100');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
