import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import type { RecordTypeConfigData } from '../config/format';
import { CiteThisPage } from './CiteThisPage';

// The dialog's code loads on the first click; loading it ahead keeps the tests' waits short on a busy machine.
beforeAll(() => import('./CiteDialog'), 30_000);

const config: RecordTypeConfigData = {
  type: 'locus',
  apiType: 'locus',
  route: '/locus',
  lookups: { key: true },
  title: { text: 'Gene: {name}' },
  structuredData: { type: 'Gene', name: '{name}', identifier: 'Locus:{tairObjectId}' },
  sections: [{ id: 'summary', label: 'Summary', fields: [{ kind: 'text', label: 'Locus', path: 'name' }] }],
};
const record = { name: 'AT1G01010', tairObjectId: 2200935 };
const stableUrl = `${window.location.origin}/locus?key=2200935`;

function renderButton(entry = '/locus?key=2200935', cited: Record<string, unknown> = record) {
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[entry]}>
        <CiteThisPage config={config} record={cited} />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Opens the dialog; `writeText` stands in for the browser's clipboard (user-event brings a clipboard of its own). */
async function openCitation(writeText?: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  const clipboard = writeText ? vi.fn(writeText) : undefined;
  if (clipboard) Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
  await user.click(screen.getByRole('button', { name: 'Cite this page' }));
  return { user, clipboard, dialog: within(await screen.findByRole('dialog', { name: 'Cite this page' })) };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Cite this page', () => {
  it('shows the record, its accession, the portal, today and the stable URL', async () => {
    renderButton();
    const { dialog } = await openCitation();
    expect(dialog.getByText('AT1G01010')).toBeVisible();
    expect(dialog.getByText('Locus:2200935')).toBeVisible();
    expect(dialog.getByText('The Arabidopsis Information Resource (TAIR)')).toBeVisible();
    expect(dialog.getByText(new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()))).toBeVisible();
    expect(dialog.getByRole('link', { name: stableUrl })).toHaveAttribute('href', stableUrl);
  });

  it('cites the ?key= address even when the page was opened by another address, and drops the section anchor', async () => {
    renderButton('/locus?key=2200935&from=search#publications');
    const { dialog } = await openCitation();
    expect(dialog.getByRole('link', { name: stableUrl })).toBeVisible();
  });

  it('leaves the accession out for a record without one', async () => {
    renderButton('/locus?key=2200935', { name: 'AT1G01010' });
    const { dialog } = await openCitation();
    expect(dialog.queryByText('Accession')).not.toBeInTheDocument();
    expect(dialog.getByTestId('citation-text')).toHaveTextContent(/^AT1G01010\. The Arabidopsis Information Resource \(TAIR\)\./);
  });

  it('copies the citation as text and says it was copied', async () => {
    renderButton();
    const { user, dialog, clipboard } = await openCitation(() => Promise.resolve());
    await user.click(dialog.getByRole('button', { name: 'Copy as text' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Copied (text)');
    expect(clipboard).toHaveBeenCalledWith(expect.stringMatching(/^AT1G01010 \(Locus:2200935\)\. The Arabidopsis Information Resource \(TAIR\)\. /));
  });

  it('copies the citation as BibTeX', async () => {
    renderButton();
    const { user, dialog, clipboard } = await openCitation(() => Promise.resolve());
    await user.click(dialog.getByRole('button', { name: 'Copy as BibTeX' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Copied (BibTeX)');
    expect(clipboard).toHaveBeenCalledWith(expect.stringMatching(/^@misc\{tair-locus-2200935,\n {2}title = \{\{AT1G01010\}\},/));
  });

  it('selects the text for the reader to copy when the clipboard refuses', async () => {
    renderButton();
    const { user, dialog } = await openCitation(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    await user.click(dialog.getByRole('button', { name: 'Copy as text' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('The text is selected: press Ctrl+C');
    expect(window.getSelection()?.toString()).toBe(dialog.getByTestId('citation-text').textContent);
  });

  it('closes with Close and gives focus back to the button', async () => {
    renderButton();
    const { user, dialog } = await openCitation();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cite this page' })).toHaveFocus();
  });
});
