import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldErrorBoundary } from './FieldErrorBoundary';
import { NotFoundView } from './NotFoundView';
import { ResponseErrorView } from './ResponseErrorView';
import { UnknownRenderer } from './UnknownRenderer';

// The engine's own states, beside the renderers' states: what a reader sees when something is missing or broken.
const meta = {
  title: 'Engine/States',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ThrowsWhileRendering(): never {
  throw new Error('A renderer met data it could not handle');
}

export const BrokenField: Story = {
  render: () => (
    <>
      <FieldErrorBoundary where="locus › summary › Symbols">
        <ThrowsWhileRendering />
      </FieldErrorBoundary>
      <p>The rest of the section still shows.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This part of the page could not be displayed.')).toBeVisible();
  },
};

export const UnknownKind: Story = {
  render: () => <UnknownRenderer recordType="locus" sectionId="expression" path="expressionLevels" kind="heatmap" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No renderer for kind "heatmap"/)).toBeVisible();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundView recordType="locus" reason='No locus has the name "AT9G99999".' />,
};

export const MalformedResponse: Story = {
  render: () => (
    <ResponseErrorView
      recordType="gene"
      issues={[
        { code: 'invalid_type', expected: 'string', path: ['name'], message: 'Invalid input: expected string, received number', input: 42 },
      ]}
    />
  ),
};

export const InvalidRequest: Story = {
  render: () => <ResponseErrorView recordType="polymorphism" reason='Accession "12a" is not a whole number.' />,
};
