import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileHandler } from '../../../../mocks/authHandlers';
import {
  failingRecordHandler,
  formRefusals,
  organizationRecordHandler,
  updateOrganizationHandler,
  type FormOutcome,
} from '../../../../mocks/accounts/formHandlers';
import { LARGE_ORGANIZATION_KEY } from '../../../../mocks/fixtures/organization';
import { server } from '../../../../tests/unit/setup';
import { getRecordDetail } from '../../../api/endpoints';
import { queryKeys } from '../../../api/queryKeys';
import { AppProviders } from '../../../app/AppProviders';
import { expectFieldError, fieldLabelled, summaryMessages } from '../forms/accountForm.testSupport';
import { EditOrganizationPage } from './EditOrganizationPage';

const CARNEGIE = '1501000101';
const CARNEGIE_NAME = 'Carnegie Institution for Science, Department of Plant Biology';

/** Stands in for the organization page: reads the record through the same cache and shows its name. */
function OrganizationName() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const record = useQuery({ queryKey: queryKeys.record('organization', key), queryFn: ({ signal }) => getRecordDetail('organization', key, signal) });
  const name = (record.data as { name?: string } | undefined)?.name;
  return <p>organization page: {name ?? 'loading'}</p>;
}

function renderEditOrganization(key: string) {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[`/edit/organization?key=${key}`]}>
        <Routes>
          <Route path="/edit/organization" element={<EditOrganizationPage />} />
          <Route path="/organization" element={<OrganizationName />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

function recordUpdates(outcome: FormOutcome = 'success') {
  const received: unknown[] = [];
  server.use(updateOrganizationHandler(outcome, (body) => received.push(body)));
  return received;
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save Changes' }));
const loaded = () => screen.findByRole('form', { name: 'Edit organization' });

afterEach(() => {
  vi.useRealTimers();
});

describe('Edit organization page', () => {
  it('fills the form from the organization record, one address line per line', async () => {
    server.use(profileHandler('researcher'));
    renderEditOrganization(CARNEGIE);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Organization' })).toBeVisible();
    await loaded();
    expect(document.title).toBe('TAIR - Edit Organization');
    expect(fieldLabelled('Community ID')).toHaveValue(CARNEGIE);
    expect(fieldLabelled('Community ID')).toHaveAttribute('readonly');
    expect(fieldLabelled('Name')).toHaveValue(CARNEGIE_NAME);
    expect(fieldLabelled('Address')).toHaveValue('Carnegie Institution for Science\nDepartment of Plant Biology\n260 Panama Street');
    expect(fieldLabelled('City')).toHaveValue('Stanford');
    expect(fieldLabelled('State')).toHaveValue('CA');
    expect(fieldLabelled('Zipcode')).toHaveValue('94305');
    expect(fieldLabelled('Country')).toHaveValue('United States');
  });

  it('says so when the organization cannot be loaded', async () => {
    server.use(profileHandler('researcher'), failingRecordHandler('organization'));
    renderEditOrganization(CARNEGIE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('requires every field', async () => {
    server.use(profileHandler('researcher'));
    const received = recordUpdates();
    const user = userEvent.setup();
    renderEditOrganization(CARNEGIE);
    await loaded();
    for (const label of ['Name', 'Address', 'City', 'State', 'Zipcode', 'Country']) await user.clear(fieldLabelled(label));
    await save(user);
    const expected: [string, string][] = [
      ['Name', 'Name is required.'],
      ['Address', 'Address is required.'],
      ['City', 'City is required.'],
      ['State', 'State is required.'],
      ['Zipcode', 'Zipcode is required.'],
      ['Country', 'Country is required.'],
    ];
    for (const [label, message] of expected) expectFieldError(label, message);
    expect(summaryMessages()).toEqual(expected.map(([, message]) => message));
    expect(received).toEqual([]);
  });

  it('allows English characters only, in every line of the address', async () => {
    server.use(profileHandler('researcher'));
    const user = userEvent.setup();
    renderEditOrganization(CARNEGIE);
    await loaded();
    await user.type(fieldLabelled('Address'), '{Enter}Bâtiment 4');
    expectFieldError('Address', 'Only English characters are allowed in this form.');
    await save(user);
    expectFieldError('Address', 'Only English characters are allowed in Address.');
  });

  it('saves the address with backslashes, says so, then opens the refreshed organization page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let name = CARNEGIE_NAME;
    const received: unknown[] = [];
    server.use(
      profileHandler('researcher'),
      http.get('*/api/detail/organization', () => HttpResponse.json({ ...organizationRecord(), name })),
      http.put('*/api/organization/update-organization', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        received.push(body);
        name = body.name;
        return HttpResponse.json({ success: true, message: 'Organization details updated successfully' });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderEditOrganization(CARNEGIE);
    await loaded();
    await user.clear(fieldLabelled('Name'));
    await user.type(fieldLabelled('Name'), 'Carnegie Science');
    await user.type(fieldLabelled('Address'), '{Enter}  Room 12  {Enter}{Enter}');
    await save(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Organization details updated successfully');
    expect(received).toEqual([
      {
        communityId: CARNEGIE,
        name: 'Carnegie Science',
        address: 'Carnegie Institution for Science\\Department of Plant Biology\\260 Panama Street\\Room 12',
        city: 'Stanford',
        region: 'CA',
        postalCode: '94305',
        country: 'United States',
      },
    ]);
    expect(screen.queryByText(/organization page:/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('organization page: Carnegie Science')).toBeVisible();
  });

  it('shows a stored address with an empty line as lines and saves it without the empty one', async () => {
    server.use(profileHandler('curator'));
    const received = recordUpdates();
    const user = userEvent.setup();
    renderEditOrganization(String(LARGE_ORGANIZATION_KEY));
    await loaded();
    expect(fieldLabelled('Address')).toHaveValue('Demo Institute of Plant Systems Biology\nBuilding 7, Room 101\n\n1 Example Way\nMail Stop 42');
    await save(user);
    await screen.findByRole('status');
    expect(received[0]).toMatchObject({ address: 'Demo Institute of Plant Systems Biology\\Building 7, Room 101\\1 Example Way\\Mail Stop 42' });
  });

  it.each<FormOutcome>(['rejected', 'failure', 'network'])('reports a %s update', async (outcome) => {
    server.use(profileHandler('researcher'));
    recordUpdates(outcome);
    const user = userEvent.setup();
    renderEditOrganization(CARNEGIE);
    await loaded();
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update the organization.');
    expect(screen.queryByText('Organization details updated successfully')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('marks the field the server refuses', async () => {
    server.use(profileHandler('researcher'));
    recordUpdates('rejected');
    const user = userEvent.setup();
    renderEditOrganization(CARNEGIE);
    await loaded();
    await save(user);
    await waitFor(() => expectFieldError('City', formRefusals.organization.rejected.error));
  });

  it('shows and sends markup in a name as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    server.use(profileHandler('researcher'), organizationRecordHandler({ ...organizationRecord(), name: hostile }));
    const received = recordUpdates();
    const user = userEvent.setup();
    renderEditOrganization(CARNEGIE);
    await loaded();
    expect(fieldLabelled('Name')).toHaveValue(hostile);
    expect(document.querySelector('img')).toBeNull();
    await save(user);
    await screen.findByRole('status');
    expect(received[0]).toMatchObject({ name: hostile });
  });
});

function organizationRecord() {
  return {
    name: CARNEGIE_NAME,
    communityId: Number(CARNEGIE),
    address: 'Carnegie Institution for Science\\Department of Plant Biology\\260 Panama Street',
    city: 'Stanford',
    region: 'CA',
    postalCode: '94305',
    country: 'United States',
  };
}

