import { expect, waitFor } from 'storybook/test';

/**
 * Waits until a record page is whole: its sections below the first screen render right after its first paint
 * (src/engine/page/DetailLayout.tsx), so a story that checks them waits for none to be still coming.
 */
export async function wholePage(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 15_000 });
}
