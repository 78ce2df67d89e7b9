import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  bucketUsageHandler,
  failingBucketUsageHandler,
  noUsageUnitsHandler,
  pendingBucketUsageHandler,
  usageTrackers,
  type UsageTrackerFixture,
} from '../../../mocks/accounts/profileHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders, createQueryClient } from '../../app/AppProviders';
import { UsageTracker } from './UsageTracker';
import { watchRequests } from './profile.testSupport';

function renderTracker(partyId = '1501420020') {
  render(
    <AppProviders freshQueryClient>
      <UsageTracker partyId={partyId} />
    </AppProviders>,
  );
}

const tracker = (changes: Partial<UsageTrackerFixture>): UsageTrackerFixture => ({ ...usageTrackers.partlyUsed, ...changes });
const bar = () => screen.getByRole('progressbar', { name: 'Usage units remaining' });

describe('Usage tracker', () => {
  it('shows a labelled spinner while the units load', async () => {
    server.use(pendingBucketUsageHandler());
    renderTracker();
    expect(await screen.findByRole('progressbar', { name: 'Loading usage units' })).toBeVisible();
  });

  it("asks for the member's own party id", async () => {
    const usage = watchRequests('get', '*/api/subscription/bucket/usage');
    server.use(usage.handler, bucketUsageHandler());
    renderTracker('1501420020');
    await screen.findByText('30 of 50 units remaining');
    expect(usage.received.map(({ query }) => query.get('party_id'))).toEqual(['1501420020']);
  });

  it('shows the figures, the bar, the later expiry and the packages bought', async () => {
    server.use(bucketUsageHandler(usageTrackers.low));
    renderTracker();
    expect(await screen.findByText('24 of 300 units remaining')).toBeVisible();
    expect(bar()).toHaveAttribute('aria-valuenow', '8');
    expect(screen.getByText('Units expire on 3/31/27')).toBeVisible();
    expect(screen.getByText('Unit packages bought: 1')).toBeVisible();
  });

  it('shows a full green bar when no unit has been used', async () => {
    server.use(bucketUsageHandler(usageTrackers.complimentary));
    renderTracker();
    expect(await screen.findByText('50 of 50 units remaining')).toBeVisible();
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).toHaveAttribute('data-level', 'green');
    expect(screen.getByText('Units expire on 9/30/26')).toBeVisible();
  });

  it.each([
    [36, 'green'],
    [35, 'yellow'],
    [16, 'yellow'],
    [15, 'red'],
  ] as const)('colours %s of 50 units %s', async (remaining, level) => {
    server.use(bucketUsageHandler(tracker({ remaining_units: remaining })));
    renderTracker();
    await screen.findByText(`${remaining} of 50 units remaining`);
    expect(bar()).toHaveAttribute('data-level', level);
  });

  it('leaves out what the tracker does not give', async () => {
    server.use(http.get('*/api/subscription/bucket/usage', () => HttpResponse.json({ total_units: 50, remaining_units: 10 })));
    renderTracker();
    expect(await screen.findByText('10 of 50 units remaining')).toBeVisible();
    expect(screen.queryByText(/Units expire on/)).toBeNull();
    expect(screen.queryByText(/Unit packages bought/)).toBeNull();
  });

  it.each([
    ['the server has no tracker', noUsageUnitsHandler()],
    ['the call fails', failingBucketUsageHandler()],
    ['the answer is not a tracker', http.get('*/api/subscription/bucket/usage', () => HttpResponse.json({ total_units: 'many' }))],
  ])("prompts for a code or a subscription when %s", async (_, handler) => {
    server.use(handler);
    renderTracker();
    expect(await screen.findByText('No Usage Units Available')).toBeVisible();
    expect(screen.getByText(/Enter an activation code below/)).toBeVisible();
    expect(screen.getByRole('link', { name: /^subscribe to TAIR/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says how units are spent', async () => {
    server.use(bucketUsageHandler(usageTrackers.complimentary));
    renderTracker();
    await screen.findByText('50 of 50 units remaining');
    expect(screen.getByText(/^Opening a record page you have not opened in the last 24 hours uses one unit\./)).toBeVisible();
  });

  it('shows the count as it is now each time it opens, after record reads have spent units', async () => {
    // One cache for both visits, as in the app: the member opens the profile, reads a record, opens it again.
    const queryClient = createQueryClient();
    const visit = () =>
      render(
        <AppProviders queryClient={queryClient}>
          <UsageTracker partyId="1501420020" />
        </AppProviders>,
      );
    server.use(bucketUsageHandler(usageTrackers.complimentary));
    const first = visit();
    await screen.findByText('50 of 50 units remaining');
    first.unmount();

    server.use(bucketUsageHandler({ ...usageTrackers.complimentary, remaining_units: 49 }));
    visit();
    expect(await screen.findByText('49 of 50 units remaining')).toBeVisible();
  });

  it('asks nothing and shows no units when the member has no party id', async () => {
    const usage = watchRequests('get', '*/api/subscription/bucket/usage');
    server.use(usage.handler, bucketUsageHandler());
    renderTracker('');
    expect(await screen.findByText('No Usage Units Available')).toBeVisible();
    expect(usage.received).toHaveLength(0);
  });
});
