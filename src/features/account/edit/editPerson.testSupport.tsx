// What the edit-person tests share: the page at /edit/person?key= with every other address showing where it
// went, and the bodies the update calls receive.
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { updateCredentialsHandler, updatePersonHandler, type FormOutcome } from '../../../../mocks/accounts/formHandlers';
import { server } from '../../../../tests/unit/setup';
import { fieldLabelled } from '../forms/accountForm.testSupport';
import { AppProviders } from '../../../app/AppProviders';
import { EditPersonPage } from './EditPersonPage';

export const RESEARCHER = '1501415858';
export const STUDENT = '1501420020';

function WhereAmI() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

export function renderEditPerson(key: string) {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[`/edit/person?key=${key}`]}>
        <Routes>
          <Route path="/edit/person" element={<EditPersonPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Every request body each call receives. */
export function recordCalls(credentials: FormOutcome = 'success', person: FormOutcome = 'success') {
  const calls = { credentials: [] as unknown[], person: [] as unknown[] };
  server.use(
    updateCredentialsHandler(credentials, (body) => calls.credentials.push(body)),
    updatePersonHandler(person, (body) => calls.person.push(body)),
  );
  return calls;
}

export const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save Changes' }));
export const loaded = () => screen.findByRole('form', { name: 'Edit person' });

/** Types new login details as a member would: a new username and/or password (twice), then the current password. */
export async function changeLoginDetails(user: UserEvent, change: { username?: string; password?: string; current?: string }) {
  if (change.username !== undefined) {
    await user.clear(fieldLabelled('Username'));
    await user.type(fieldLabelled('Username'), change.username);
  }
  if (change.password !== undefined) {
    await user.type(fieldLabelled('Password'), change.password);
    await user.type(fieldLabelled('Confirm Password'), change.password);
  }
  if (change.current !== undefined) await user.type(fieldLabelled('Current password'), change.current);
}
