import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { profileHandler } from '../../../../mocks/authHandlers';
import {
  accountFormHandlers,
  failingRecordHandler,
  formRefusals,
  updateCredentialsHandler,
  updatePersonHandler,
} from '../../../../mocks/accounts/formHandlers';
import { EMPTY_PERSON_KEY } from '../../../../mocks/fixtures/person';
import { handlers } from '../../../../mocks/handlers';
import { FIELD_SELECTOR, labelPattern } from '../forms/labelPattern.testSupport';
import { EditPersonPage } from './EditPersonPage';

const meta = {
  title: 'Pages/Account/Edit Person',
  component: EditPersonPage,
  parameters: {
    route: '/edit/person?key=1501415858',
    msw: { handlers: [profileHandler('researcher'), ...accountFormHandlers, ...handlers] },
  },
} satisfies Meta<typeof EditPersonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(labelPattern(label), { selector: FIELD_SELECTOR });
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Edit person' });
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));

/** Daniel Okafor edits his own record: his username, his details, and his linked ORCID iD. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Person' })).toBeVisible();
    await expect(field(canvasElement, 'Username')).toHaveValue('researcher');
    await expect(field(canvasElement, 'First Name')).toHaveValue('Daniel');
    await expect(field(canvasElement, 'State')).toHaveValue('CA');
    await expect(canvas.getByRole('link', { name: '0000-0002-1825-0097' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unlink ORCID' })).toBeVisible();
  },
};

/** A curator saves a person record that has a last name and nothing else: the missing fields are named. */
export const ValidationErrors: Story = {
  parameters: {
    route: `/edit/person?key=${EMPTY_PERSON_KEY}`,
    msw: { handlers: [profileHandler('curator'), ...accountFormHandlers, ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await save(canvasElement);
    const summary = within(within(canvasElement).getByRole('alert'));
    for (const message of ['First Name is required.', 'Email address is required.', 'Country is required.']) {
      await expect(summary.getByText(message)).toBeVisible();
    }
    await expect(field(canvasElement, 'First Name')).toHaveAccessibleDescription('First Name is required.');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [profileHandler('researcher'), updatePersonHandler('failure'), ...accountFormHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to update details. Please try again.');
  },
};

/** The new username is taken: the server's own message, on the form and on the field. */
export const CredentialsRefused: Story = {
  parameters: { msw: { handlers: [profileHandler('researcher'), updateCredentialsHandler('conflict'), ...accountFormHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.clear(field(canvasElement, 'Username'));
    await userEvent.type(field(canvasElement, 'Username'), 'curator');
    await userEvent.type(field(canvasElement, 'Current password'), 'thaliana1');
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(formRefusals.credentials.conflict.error);
    await expect(field(canvasElement, 'Username')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new username or password needs the member's current password: the server refuses a wrong one (403). */
export const WrongCurrentPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        profileHandler('researcher'),
        http.put('*/api/user/update-credentials', () =>
          HttpResponse.json({ error: 'Your current password is not correct.', field: 'currentPassword' }, { status: 403 }),
        ),
        ...accountFormHandlers,
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(field(canvasElement, 'Password'), 'newpass1');
    await userEvent.type(field(canvasElement, 'Confirm Password'), 'newpass1');
    await userEvent.type(field(canvasElement, 'Current password'), 'not-mine');
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    await expect(field(canvasElement, 'Current password')).toHaveAccessibleDescription('Your current password is not correct.');
    await expect(field(canvasElement, 'Password')).toHaveValue('newpass1');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(field(canvasElement, 'Password'), 'newpass1');
    await userEvent.type(field(canvasElement, 'Confirm Password'), 'newpass1');
    await userEvent.type(field(canvasElement, 'Current password'), 'thaliana1');
    await save(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Person details updated successfully.')).toBeVisible();
    await expect(canvas.getByText('Person credentials updated successfully.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [profileHandler('researcher'), failingRecordHandler('person'), ...accountFormHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error fetching data. Please try again later.');
  },
};

/** key=TEST: example data, nothing loaded and nothing saved. */
export const ExampleData: Story = {
  parameters: { route: '/edit/person?key=TEST', msw: { handlers: [profileHandler('curator'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(field(canvasElement, 'Community ID')).toHaveValue('TEST');
    await expect(field(canvasElement, 'First Name')).toHaveValue('Jane');
    await expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** Priya Raman has no ORCID iD: a button takes her to the ORCID link page. */
export const NoOrcidLinked: Story = {
  parameters: { route: '/edit/person?key=1501420020', msw: { handlers: [profileHandler('student'), ...accountFormHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Link ORCID Account' })).toHaveAttribute(
      'href',
      '/linktoorcid?communityId=1501420020',
    );
  },
};

/** Unlinking asks first, then confirms. */
export const UnlinkOrcid: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unlink ORCID' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Unlink your ORCID account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    await expect(await within(canvasElement).findByText('ORCID account successfully unlinked')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** On a 375 px wide phone the form is one column and nothing scrolls sideways. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <Box data-testid="phone-frame" sx={{ width: 375, overflowX: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const frame = within(canvasElement).getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
