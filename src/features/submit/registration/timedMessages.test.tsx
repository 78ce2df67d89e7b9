// 001 §8, §9: the login message on the info page and the conflict message of the symbol form stay 5 seconds.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileHandler } from '../../../../mocks/authHandlers';
import { geneClassSymbolHandlers } from '../../../../mocks/submit/geneClassSymbolHandlers';
import { server } from '../../../../tests/unit/setup';
import { AppProviders } from '../../../app/AppProviders';
import { GeneClassSymbolInfoPage } from './GeneClassSymbolInfoPage';
import { INFO_PAGE, SYMBOL_FORM } from './registrationPaths';
import { SymbolFormPage } from './SymbolFormPage';

function renderAt(path: string) {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={INFO_PAGE} element={<GeneClassSymbolInfoPage />} />
          <Route path={SYMBOL_FORM} element={<SymbolFormPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const LOGIN_MESSAGE = 'You must be logged in to register a Gene Class Symbol.';
const CONFLICT = 'This gene class symbol already exists in the database. If you wish to submit this symbol despite the conflict, contact a TAIR curator.';

afterEach(() => {
  vi.useRealTimers();
});

describe('timed registration messages', () => {
  it('shows the login message to an anonymous visitor for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderAt(INFO_PAGE);
    await user.click(screen.getByRole('link', { name: 'Register a Gene Class Symbol' }));
    expect(await screen.findByText(LOGIN_MESSAGE)).toBeVisible();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText(LOGIN_MESSAGE)).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(LOGIN_MESSAGE)).toBeNull();
    // Still on the info page: the form did not open.
    expect(screen.getByRole('heading', { level: 1, name: 'Gene Class Symbol Registration' })).toBeVisible();
  });

  it('shows the conflict of a taken symbol for 5 seconds', async () => {
    server.use(profileHandler('researcher'), ...geneClassSymbolHandlers);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderAt(SYMBOL_FORM);
    await user.click(screen.getByRole('radio', { name: /Mutant phenotype/ }));
    await user.type(screen.getByRole('textbox', { name: /Gene class symbol/ }), 'ft');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CONFLICT)).toBeVisible();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText(CONFLICT)).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(CONFLICT)).toBeNull();
  });
});
