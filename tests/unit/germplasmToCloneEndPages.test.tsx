// The germplasm, polymorphism, ecotype, clone and clone end pages on the msw fixtures: the rules of 002 §4, §5 and
// §9 that these pages add, as a reader sees them.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { recordSchemas } from '../../schemas';
import { recordTypes } from '../../sections';
import { AppProviders } from '../../src/app/AppProviders';
import { detailRoutes } from '../../src/engine/detailRoutes';

const NO_STOCK_TEXT = 'Search at the stock centers or contact an author of publication(s) describing this line.';

function open(url: string) {
  const router = createMemoryRouter(detailRoutes(recordTypes, recordSchemas), { initialEntries: [url] });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const field = (name: RegExp) => screen.getByRole('group', { name });

describe('the germplasm page', () => {
  it("titles the page by the donor's name for the line and offers an order link for an available stock", async () => {
    open('/germplasm?key=4690012');
    await heading(/^Germplasm: lfy-12/);
    expect(document.title).toBe('Germplasm: lfy-12');
    expect(screen.getByRole('link', { name: 'Order from ABRC' })).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/CS6229');
    expect(screen.queryByText(NO_STOCK_TEXT)).not.toBeInTheDocument();
  });

  it('says where to look instead of offering an order link when the stock is not available', async () => {
    open('/germplasm?key=4690014');
    await heading(/^Germplasm: flc-3/);
    expect(within(field(/^Availability/)).getByText('not yet received')).toBeInTheDocument();
    expect(screen.getByText(NO_STOCK_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order from ABRC' })).not.toBeInTheDocument();
  });

  it('says where to look when the line has no stock at all', async () => {
    open('/germplasm?key=4690019');
    await heading(/^Germplasm: dcl1-7/);
    expect(screen.getByText(NO_STOCK_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order from ABRC' })).not.toBeInTheDocument();
  });

  it('titles a line without an originalName by its name', async () => {
    open('/germplasm?key=4700001');
    expect(await heading(/^Germplasm: Col-0 EMS line 0001/)).toBeInTheDocument();
  });

  it('lists at most 1,000 of the 1,050 progeny lines of a population, ten to a page', async () => {
    const user = userEvent.setup();
    open('/germplasm?key=4690100');
    await heading(/^Germplasm: Col-0 EMS population/);
    const progeny = field(/^Progeny Lines/);
    expect(within(progeny).getByText('1–10 of 1,000')).toBeInTheDocument();
    expect(within(progeny).getByRole('link', { name: 'Col-0 EMS line 0001' })).toHaveAttribute('href', '/germplasm?key=4700001');
    await user.click(within(progeny).getByRole('button', { name: 'Go to last page' }));
    expect(within(progeny).getByRole('link', { name: 'Col-0 EMS line 1000' })).toBeInTheDocument();
    expect(within(progeny).queryByText('Col-0 EMS line 1001')).not.toBeInTheDocument();
    expect(within(progeny).queryByRole('button', { name: 'View Complete List' })).not.toBeInTheDocument();
  });
});

describe('the polymorphism page', () => {
  it('opens a record by its name, whatever its case', async () => {
    open('/polyallele?name=lfy-12');
    await heading(/^Polymorphism: lfy-12/);
    expect(document.title).toBe('Polymorphism: lfy-12');
  });

  it('opens a record by its whole-number accession', async () => {
    open('/polyallele?accession=4500910');
    await heading(/^Polymorphism: AT1G01010-CL1/);
    expect(within(field(/^Associated Polymorphisms/)).getByRole('link', { name: 'Ler-0' })).toHaveAttribute('href', '/ecotype?key=91');
  });

  it('shows the error view for an accession that is not a whole number', async () => {
    open('/polyallele?accession=4500902x');
    expect(await heading(/cannot be shown/)).toBeInTheDocument();
    expect(screen.getByText('Accession "4500902x" is not a whole number.')).toBeInTheDocument();
  });
});

describe('the clone and clone end pages', () => {
  it("shows an insert size of 0 as 'Unknown'", async () => {
    open('/clone?name=t25k16');
    await heading(/^Clone/);
    expect(within(field(/^Insert Size/)).getByText('Unknown')).toBeInTheDocument();
  });

  it('offers to order only the stock that is available, and names each map orientation', async () => {
    open('/clone?key=9999951');
    await heading(/^Clone/);
    const stocks = field(/^Stocks/);
    expect(within(stocks).getAllByRole('link', { name: /^Order / }).map((link) => link.textContent)).toEqual(['Order CD4-1']);
    const maps = within(field(/^Map Locations/));
    for (const orientation of ['forward', 'reverse', 'unknown']) expect(maps.getByText(orientation)).toBeInTheDocument();
  });

  it('opens a clone end by accession and shows its reverse map orientation', async () => {
    open('/cloneend?accession=CloneEnd:5101002');
    await heading(/^Clone End Detail/);
    expect(within(field(/^Map Details/)).getByText('reverse')).toBeInTheDocument();
    expect(within(field(/^Clone$/)).getByRole('link', { name: 'T25K16' })).toHaveAttribute('href', '/clone?key=5001003');
    expect(within(field(/^Clone Stock$/)).getByRole('link', { name: 'T25K16' })).toHaveAttribute('href', 'https://abrc.osu.edu/stocks/number/T25K16');
  });
});

describe('the ecotype page', () => {
  it('shows the collector and the ranges of the collection site', async () => {
    open('/ecotype?key=9999941');
    await heading(/^Ecotype Detail/);
    expect(screen.getByRole('link', { name: 'Daniel Okafor' })).toHaveAttribute('href', '/person?key=1501415858');
    expect(within(field(/^Latitude/)).getByText('40.41 to 40.43')).toBeInTheDocument();
    expect(within(field(/^Longitude/)).getByText('-1.45 to -1.42')).toBeInTheDocument();
    expect(within(field(/^Altitude/)).getByText('1180 to 1260')).toBeInTheDocument();
  });
});
