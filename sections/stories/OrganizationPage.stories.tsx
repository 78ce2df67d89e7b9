import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useQuery } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { profileQuery } from '../../src/api/profileQuery';
import { memberProfileHandler } from '../../mocks/authHandlers';
import { handlers } from '../../mocks/handlers';
import { RecordPages } from './RecordPages';

const meta = {
  title: 'Pages/Organization',
  component: RecordPages,
  parameters: { layout: 'fullscreen', route: '/organization?key=1501000101' },
} satisfies Meta<typeof RecordPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, label: string) => within(canvas.getByRole('group', { name: label }));

const PROFILE_ANSWERED = 'the profile has come back';

/**
 * Says when the profile has come back. It reads the same query as 'Update Record' (showTo), so both render the answer
 * in the same commit: once it shows, a link that stays absent was decided on who is looking, not on not knowing yet.
 */
function ProfileAnswered() {
  const { isSuccess } = useQuery(profileQuery);
  return isSuccess ? <p>{PROFILE_ANSWERED}</p> : null;
}

/** A story of the page as seen by `profile`, with the probe above beside it. */
function seenAs(profile: object): Pick<Story, 'parameters' | 'decorators'> {
  return {
    parameters: { msw: { handlers: [http.get('*/api/auth/profile', () => HttpResponse.json(profile)), ...handlers] } },
    decorators: [
      (Story) => (
        <>
          <Story />
          <ProfileAnswered />
        </>
      ),
    ],
  };
}

const profileAnswered = (canvas: ReturnType<typeof within>) => canvas.findByText(PROFILE_ANSWERED, undefined, { timeout: 15_000 });


/** Seen by an anonymous visitor: everything but 'Update Record'. */
export const Populated: Story = {
  ...seenAs({ loggedIn: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Organization: Carnegie Institution for Science, Department of Plant Biology/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sections of this page' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Summary']);
    // The address is stored with backslashes between its lines; each shows on a line of its own.
    const address = canvas.getByRole('group', { name: 'Address' });
    await expect([...address.querySelectorAll('[data-line]')].map((line) => line.textContent)).toEqual([
      'Carnegie Institution for Science',
      'Department of Plant Biology',
      '260 Panama Street',
    ]);
    await expect(field(canvas, 'State').getByText('CA')).toBeVisible();
    await expect(field(canvas, 'Phone').getByText('+1 650 555 0140 (work)')).toBeVisible();
    await expect(field(canvas, 'Phone').getByText('+1 650 555 0141 (fax)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://carnegiescience.edu' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Helen Marsh' })).toHaveAttribute('href', '/person?key=1501420030');
    await profileAnswered(canvas);
    await expect(canvas.queryByRole('link', { name: 'Update Record' })).toBeNull();
  },
};

/** 002 §6: a curator may update any organization. */
export const SeenByCurator: Story = {
  parameters: { msw: { handlers: [memberProfileHandler({ curator: true }), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Update Record' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/edit/organization?key=1501000101',
    );
  },
};

/** 002 §6: a person affiliated with the organization may update it. */
export const SeenByMember: Story = {
  parameters: { msw: { handlers: [memberProfileHandler({ affiliations: [1501000101] }), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Update Record' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/edit/organization?key=1501000101',
    );
  },
};

/** 002 §6: a member of another organization may not update this one. */
export const SeenByMemberOfAnotherOrganization: Story = {
  ...seenAs({ loggedIn: true, username: 'researcher', isTairCurator: false, affiliations: [1501000102] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeVisible();
    await profileAnswered(canvas);
    await expect(canvas.queryByText('Update Record')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { route: '/organization?key=9999912' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Organization: Unnamed Demo Laboratory/ }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('No external links available')).toBeVisible();
    await expect(field(canvas, 'Affiliated People').getByText('No data available')).toBeVisible();
    await expect(field(canvas, 'Date Last Updated').getByText('Not specified')).toBeVisible();
  },
};

/** 60 members (the table pages them) and an address with a blank line. */
export const ManyMembers: Story = {
  parameters: { route: '/organization?key=9999922' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Member01 Demo' }, { timeout: 15_000 })).toHaveAttribute('href', '/person?key=1509000001');
    const table = canvas.getByRole('table', { name: 'Affiliated People' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('group', { name: 'Address' }).querySelectorAll('[data-line]')).toHaveLength(5);
  },
};
