import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { memberProfileHandler } from '../../../mocks/authHandlers';
import { profileQuery } from '../../api/profileQuery';
import { server } from '../../../tests/unit/setup';
import type { FieldConfig } from '../config/format';
import { AppProviders } from '../../app/AppProviders';
import { FieldView } from './FieldView';

const stockField: FieldConfig = {
  kind: 'link',
  label: 'Order',
  path: 'stock.name',
  href: 'https://abrc.osu.edu/stocks/number/{$}',
  external: true,
  showIf: { path: 'stock.stockAvailabilityType', equals: 'available' },
  otherwise: 'Search at the stock centers or contact an author of publication(s) describing this line.',
};
const updateField: FieldConfig = {
  kind: 'link',
  label: 'Update Record',
  path: 'communityId',
  href: '/edit/organization?key={$}',
  text: 'Update Record',
  showTo: { curators: true, membersOf: 'communityId' },
};

const PROFILE_ANSWERED = 'the profile has come back';

/**
 * Says when the profile has come back. It reads the same query as a showTo field, so both render the answer in the
 * same commit: once it shows, a field that stays absent was decided on the profile, not on its absence.
 */
function ProfileAnswered() {
  const { isSuccess } = useQuery(profileQuery);
  return isSuccess ? <p>{PROFILE_ANSWERED}</p> : null;
}

const show = (field: FieldConfig, record: Record<string, unknown>) =>
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter>
        <FieldView field={field} record={record} recordType="test" sectionId="summary" index={0} />
        <ProfileAnswered />
      </MemoryRouter>
    </AppProviders>,
  );

describe('conditional fields', () => {
  it('shows the field when showIf is met', () => {
    show(stockField, { stock: { name: 'CS9379', stockAvailabilityType: 'available' } });
    expect(screen.getByRole('link', { name: /CS9379/ })).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/CS9379');
  });

  it('shows the otherwise text, under the same label, when it is not', () => {
    show(stockField, { stock: { name: 'CS9379', stockAvailabilityType: 'not available' } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Order')).toBeVisible();
    expect(screen.getByText('Search at the stock centers or contact an author of publication(s) describing this line.')).toBeVisible();
  });

  it('leaves the field out when it is not met and there is no otherwise text', () => {
    show({ ...stockField, otherwise: undefined }, { stock: null });
    expect(screen.queryByText('Order')).toBeNull();
  });

  it('hides a showTo field from an anonymous visitor', async () => {
    show(updateField, { communityId: 1501000101 });
    await screen.findByText(PROFILE_ANSWERED);
    expect(screen.queryByText('Update Record')).toBeNull();
  });

  it('shows it to a member of that organization, and not to a member of another', async () => {
    server.use(memberProfileHandler({ affiliations: [1501000101] }));
    show(updateField, { communityId: 1501000101 });
    expect(await screen.findByRole('link', { name: 'Update Record' })).toHaveAttribute('href', '/edit/organization?key=1501000101');
  });

  it('shows it to a curator of any organization', async () => {
    server.use(memberProfileHandler({ curator: true }));
    show(updateField, { communityId: 1501000104 });
    expect(await screen.findByRole('link', { name: 'Update Record' })).toBeVisible();
  });

  it('does not show it to a member of another organization', async () => {
    server.use(memberProfileHandler({ affiliations: [1501000102] }));
    show(updateField, { communityId: 1501000101 });
    await screen.findByText(PROFILE_ANSWERED);
    expect(screen.queryByText('Update Record')).toBeNull();
  });
});
