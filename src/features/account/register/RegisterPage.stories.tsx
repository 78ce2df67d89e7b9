import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountFormHandlers, formRefusals, registerPersonHandler } from '../../../../mocks/accounts/formHandlers';
import { handlers } from '../../../../mocks/handlers';
import { FIELD_SELECTOR, labelPattern } from '../forms/labelPattern.testSupport';
import { RegisterPage } from './RegisterPage';

const meta = {
  title: 'Pages/Account/Register',
  component: RegisterPage,
  parameters: { route: '/register', msw: { handlers: [...accountFormHandlers, ...handlers] } },
  // The login page would replace the whole Storybook frame: a story records the request instead.
  args: { openLoginPage: fn() },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(labelPattern(label), { selector: FIELD_SELECTOR });

async function fillForm(canvasElement: HTMLElement) {
  const values: [string, string][] = [
    ['Username', 'newmember'],
    ['Email address', 'new.member@example.org'],
    ['Password', 'seedling9'],
    ['Confirm Password', 'seedling9'],
    ['First Name', 'Ana'],
    ['Last Name', 'Silva'],
    ['Institution Name', 'Example University'],
  ];
  for (const [label, value] of values) await userEvent.type(field(canvasElement, label), value);
  await userEvent.selectOptions(field(canvasElement, 'State'), 'California');
}

const submit = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Create Account' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(field(canvasElement, 'Country')).toHaveValue('United States');
    await expect(field(canvasElement, 'State')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Receive e-mail' })).not.toBeChecked();
  },
};

/** Submitting the empty form names every required field, under the field and in the summary. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const summary = within(within(canvasElement).getByRole('alert'));
    for (const message of ['Username is required.', 'Email address is required.', 'Password is required.', 'State is required.']) {
      await expect(summary.getByText(message)).toBeVisible();
    }
    await expect(field(canvasElement, 'First Name')).toHaveAccessibleDescription('First Name is required.');
    await expect(field(canvasElement, 'Username')).toHaveFocus();
  },
};

/** Canada lists its provinces and territories; a country without states has the state N/A. */
export const CountryAndState: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(field(canvasElement, 'Country'), 'Canada');
    await expect(within(field(canvasElement, 'State')).getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    await userEvent.selectOptions(field(canvasElement, 'Country'), 'Japan');
    await expect(field(canvasElement, 'State')).toHaveValue('N/A');
    await expect(field(canvasElement, 'State')).toHaveAccessibleDescription('Not Applicable');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [registerPersonHandler('conflict'), ...accountFormHandlers, ...handlers] } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(formRefusals.register.conflict.error);
    await expect(field(canvasElement, 'Username')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The account exists: the message shows, then the login page opens. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillForm(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Person registered successfully.');
    await waitFor(() => expect(args.openLoginPage).toHaveBeenCalled(), { timeout: 4_000 });
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
    await submit(canvasElement);
    const frame = within(canvasElement).getByTestId('phone-frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
