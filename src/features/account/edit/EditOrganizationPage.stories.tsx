import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { profileHandler } from '../../../../mocks/authHandlers';
import { accountFormHandlers, failingRecordHandler, updateOrganizationHandler } from '../../../../mocks/accounts/formHandlers';
import { EMPTY_ORGANIZATION_KEY } from '../../../../mocks/fixtures/organization';
import { handlers } from '../../../../mocks/handlers';
import { FIELD_SELECTOR, labelPattern } from '../forms/labelPattern.testSupport';
import { EditOrganizationPage } from './EditOrganizationPage';

const meta = {
  title: 'Pages/Account/Edit Organization',
  component: EditOrganizationPage,
  parameters: {
    route: '/edit/organization?key=1501000101',
    msw: { handlers: [profileHandler('researcher'), ...accountFormHandlers, ...handlers] },
  },
} satisfies Meta<typeof EditOrganizationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(labelPattern(label), { selector: FIELD_SELECTOR });
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Edit organization' });
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));

/** The stored address's backslashes become lines. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Edit Organization' })).toBeVisible();
    await expect(field(canvasElement, 'Name')).toHaveValue('Carnegie Institution for Science, Department of Plant Biology');
    await expect(field(canvasElement, 'Address')).toHaveValue('Carnegie Institution for Science\nDepartment of Plant Biology\n260 Panama Street');
    await expect(field(canvasElement, 'State')).toHaveValue('CA');
    await expect(field(canvasElement, 'Zipcode')).toHaveValue('94305');
  },
};

/** An organization with a name and nothing else: saving names every empty field. */
export const ValidationErrors: Story = {
  parameters: {
    route: `/edit/organization?key=${EMPTY_ORGANIZATION_KEY}`,
    msw: { handlers: [profileHandler('curator'), ...accountFormHandlers, ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await save(canvasElement);
    const summary = within(within(canvasElement).getByRole('alert'));
    for (const message of ['Address is required.', 'City is required.', 'State is required.', 'Zipcode is required.', 'Country is required.']) {
      await expect(summary.getByText(message)).toBeVisible();
    }
    await expect(field(canvasElement, 'Zipcode')).toHaveAccessibleDescription('Zipcode is required.');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [profileHandler('researcher'), updateOrganizationHandler('failure'), ...accountFormHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to update the organization.');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(field(canvasElement, 'Address'), '{Enter}Room 12');
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Organization details updated successfully');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [profileHandler('researcher'), failingRecordHandler('organization'), ...accountFormHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error fetching data.');
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
