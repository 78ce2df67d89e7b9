import { expect, within } from 'storybook/test';

// A 390 px phone, narrower than NARROW_SCREEN_QUERY's 600 px: a story's tables render as cards at this size.
const viewports = { phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } as const;

/** Spread into a story's meta to render it on the phone. */
export const onAPhone = {
  parameters: { viewport: { options: viewports } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/**
 * A story printing a phone's card list named `name`: paper is wide enough for the table, so the rows print as the
 * table, not as cards.
 */
export const printedFromAPhone = (name: string) => ({
  // Taken out of print mode after the story, as the browser does after printing.
  beforeEach: () => () => void window.dispatchEvent(new Event('afterprint')),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name });
    window.dispatchEvent(new Event('beforeprint'));
    await expect(await canvas.findByRole('table', { name })).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name })).not.toBeInTheDocument();
  },
});
