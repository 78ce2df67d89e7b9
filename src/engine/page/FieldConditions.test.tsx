import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { memberProfileHandler } from '../../../mocks/authHandlers';
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

const show = (field: FieldConfig, record: Record<string, unknown>) =>
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter>
        <FieldView field={field} record={record} recordType="test" sectionId="summary" index={0} />
      </MemoryRouter>
    </AppProviders>,
  );
/** Resolves once the profile has been answered and rendered, for the cases where the answer is that nothing shows. */
function profileSettled(): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/api/auth/profile')) return;
      server.events.removeListener('response:mocked', listener);
      // The query resolves after the response; one more turn lets React render what it decided.
      setTimeout(resolve, 0);
    };
    server.events.on('response:mocked', listener);
  });
}

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
    const settled = profileSettled();
    show(updateField, { communityId: 1501000101 });
    await settled;
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
    const settled = profileSettled();
    show(updateField, { communityId: 1501000101 });
    await settled;
    expect(screen.queryByText('Update Record')).toBeNull();
  });
});
