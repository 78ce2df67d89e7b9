import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileHandler } from '../../../mocks/authHandlers';
import { MOCK_ORCID_SIGN_IN_URL, orcidLoginLinkHandler, orcidStatusHandler } from '../../../mocks/accounts/orcidHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { stubLocation } from './login/locationStub.testSupport';
import { OrcidLinkPage } from './OrcidLinkPage';

// Everything else the page shows and sends is checked by its stories (OrcidLinkPage.stories.tsx). This rule stays
// in jsdom: the connect button leaves the portal for ORCID with location.assign, which Chromium neither lets a
// test replace (window.location is unforgeable there) nor lets a story follow without leaving the story's page.

let location: ReturnType<typeof stubLocation>;

beforeEach(() => {
  location = stubLocation();
});
afterEach(() => vi.restoreAllMocks());

describe('ORCID link page', () => {
  it('opens the ORCID sign-in page from the connect button', async () => {
    server.use(profileHandler('student'), orcidStatusHandler('notLinked'), orcidLoginLinkHandler('ok'));
    render(
      <AppProviders freshQueryClient>
        <MemoryRouter initialEntries={['/linktoorcid']}>
          <Routes>
            <Route path="/linktoorcid" element={<OrcidLinkPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Connect ORCID for TAIR Access' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledExactlyOnceWith(MOCK_ORCID_SIGN_IN_URL));
  });
});
