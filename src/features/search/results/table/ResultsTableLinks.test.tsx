import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultsTable } from './ResultsTable';
import { geneColumns, kindsColumns, kindsRows, nac001, type GeneRow } from './resultsTableFixtures.testSupport';

/** Where the router is: the table's links must move it without reloading the application. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function inRouter(table: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/results']}>
      <Location />
      <Routes>
        <Route path="/results" element={table} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const plain: GeneRow = { ...nac001, id: '7', gene_name: 'AT1G01070', description: 'Plain description without markup' };

describe('ResultsTable links', () => {
  it('follows a cell link through the router', async () => {
    const user = userEvent.setup();
    inRouter(<ResultsTable rows={[nac001]} columns={geneColumns} getRowId={(row) => row.id} caption="Genes" />);
    const link = screen.getByRole('link', { name: 'AT1G01010' });
    expect(link).toHaveAttribute('href', '/locus?key=2200935');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/locus?key=2200935');
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('follows a portal link inside an HTML cell through the router too', async () => {
    const user = userEvent.setup();
    inRouter(<ResultsTable rows={kindsRows} columns={kindsColumns} getRowId={(row) => row.id} caption="Germplasms" />);
    await user.click(await screen.findByRole('link', { name: 'FLC' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/locus?key=2179864');
  });

  it('leaves a click with a modifier key to the browser (a new tab or window)', async () => {
    const user = userEvent.setup();
    inRouter(<ResultsTable rows={[nac001]} columns={geneColumns} getRowId={(row) => row.id} caption="Genes" />);
    let prevented: boolean | undefined;
    const link = screen.getByRole('link', { name: 'AT1G01010' });
    // Recorded after the table's listener has run (the event bubbles to the document last).
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      await user.keyboard('{Control>}');
      await user.click(link);
      await user.keyboard('{/Control}');
    } finally {
      document.removeEventListener('click', record);
    }
    expect(prevented).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/results');
  });

  it('draws a description without markup as text, and sanitises one with markup', async () => {
    const { container } = inRouter(<ResultsTable rows={[plain, nac001]} columns={geneColumns} getRowId={(row) => row.id} caption="Genes" />);
    expect(screen.getByText('Plain description without markup')).not.toHaveAttribute('data-sanitized');
    await waitFor(() => expect(container.querySelectorAll('tbody [data-sanitized]')).toHaveLength(1));
    expect(screen.getByText('transcription factor').tagName).toBe('I');
  });
});
