// The publication, person, organization, keyword and protocol pages' own rules (002 §4, §6), on their real
// configs with records served as the reference server would.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { memberProfileHandler } from '../../mocks/authHandlers';
import { CARNEGIE_KEY } from '../../mocks/fixtures/organization';
import { CLOCK_STUDY_KEY, emptyPublication } from '../../mocks/fixtures/publication';
import { RESEARCHER_KEY } from '../../mocks/fixtures/person';
import { regulationOfTranscription } from '../../mocks/fixtures/keyword';
import { recordSchemas } from '../../schemas';
import { recordTypes } from '../../sections';
import { AppProviders } from '../../src/app/AppProviders';
import { detailRoutes } from '../../src/engine/detailRoutes';
import { server } from './setup';

// Each test opens a whole page, whose config loads on first use: on a busy two-core machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

function openPage(route: string) {
  const router = createMemoryRouter(detailRoutes(recordTypes, recordSchemas), { initialEntries: [route] });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Serves this record for every key of the type, in place of the fixtures. */
const serve = (apiType: string, record: object) => server.use(http.get(`*/api/detail/${apiType}`, () => HttpResponse.json(record)));

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
const SUBMIT = 'Submit annotations from this publication';
const NO_ANNOTATIONS = 'No gene annotations have been made from this publication yet.';

describe('the publication page', () => {
  it('links a count above zero to the annotation results for this publication, stored under a timestamped key', async () => {
    openPage(`/publication?key=${CLOCK_STUDY_KEY}`);
    const link = await screen.findByRole('link', { name: '12' }, { timeout: 10_000 });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/results');
    const { key, ...rest } = Object.fromEntries(url.searchParams);
    expect(rest).toEqual({ mainType: 'detail', category: 'annotations' });
    expect(key).toMatch(/^searchParams_\d+$/);
    // Opened from the context menu (a new tab): the parameters are stored before the tab reads them.
    fireEvent.contextMenu(link);
    expect(JSON.parse(window.localStorage.getItem(key ?? '') ?? 'null')).toEqual({ publicationId: String(CLOCK_STUDY_KEY) });
    window.localStorage.removeItem(key ?? '');
  });

  it("shows a publication's first 20 loci, then '... more', which lists the rest", async () => {
    const loci = Array.from({ length: 23 }, (_, index) => ({ locusId: 2200935 + index, name: `AT1G${String(1010 + index * 10).padStart(5, '0')}`, symbol: '' }));
    serve('publication', { ...emptyPublication, loci });
    openPage('/publication?key=1');
    await heading();
    expect(screen.queryByRole('link', { name: 'AT1G01210' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^\.\.\. more/ }));
    expect(screen.getByRole('link', { name: 'AT1G01230' })).toHaveAttribute('href', '/locus?key=2200957');
  });

  it('keeps the page on the annotation count until it is followed', async () => {
    openPage(`/publication?key=${CLOCK_STUDY_KEY}`);
    await screen.findByRole('link', { name: '12' }, { timeout: 10_000 });
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('searchParams_'))).toEqual([]);
    expect(screen.queryByText(NO_ANNOTATIONS)).toBeNull();
    expect(screen.queryByRole('link', { name: SUBMIT })).toBeNull();
  });

  it.each([0, null])('with an annotation count of %s, says so and offers to submit annotations', async (annotationCount) => {
    serve('publication', { ...emptyPublication, annotationCount });
    openPage('/publication?key=1');
    await heading();
    expect(screen.getByText(NO_ANNOTATIONS)).toBeVisible();
    expect(screen.getByRole('link', { name: SUBMIT })).toHaveAttribute('href', '/submit/overview');
  });

  it('shows the first 6 authors, then et al.', async () => {
    serve('publication', { ...emptyPublication, authors: ['A A', 'B B', 'C C', 'D D', 'E E', 'F F', 'G G'] });
    openPage('/publication?key=1');
    // The Authors field; the line under the heading names them too.
    const authors = await screen.findByRole('group', { name: 'Authors' }, { timeout: 10_000 });
    expect(within(authors).getByText('A A, B B, C C, D D, E E, F F et al.')).toBeVisible();
    expect(screen.queryByText(/G G/)).toBeNull();
  });

  it('links each community member to the person or organization page its type names', async () => {
    serve('publication', {
      ...emptyPublication,
      communities: [
        { communityType: 'person', communityId: 1501415858, firstName: 'Daniel', lastName: 'Okafor', organizationName: null },
        { communityType: 'organization', communityId: 1501000102, firstName: null, lastName: null, organizationName: 'Arabidopsis Biological Resource Center' },
      ],
    });
    openPage('/publication?key=1');
    expect(await screen.findByRole('link', { name: 'Daniel Okafor' }, { timeout: 10_000 })).toHaveAttribute('href', '/person?key=1501415858');
    expect(screen.getByRole('link', { name: 'Arabidopsis Biological Resource Center' })).toHaveAttribute('href', '/organization?key=1501000102');
  });
});

describe('the person page', () => {
  it.each([
    ['T', true],
    [true, true],
    ['F', false],
    [false, false],
    [null, false],
  ])('with displayEmail %s, shows the e-mail: %s', async (displayEmail, shown) => {
    serve('person', { lastName: 'Okafor', firstName: 'Daniel', email: 'd.okafor@example.org', displayEmail });
    openPage(`/person?key=${RESEARCHER_KEY}`);
    await heading();
    expect(screen.queryByText('d.okafor@example.org') !== null).toBe(shown);
    expect(screen.queryByText('E-mail') !== null).toBe(shown);
  });
});

describe('the organization page', () => {
  it("offers 'Update Record' to a member of that organization", async () => {
    server.use(memberProfileHandler({ affiliations: [CARNEGIE_KEY] }));
    openPage(`/organization?key=${CARNEGIE_KEY}`);
    expect(await screen.findByRole('link', { name: 'Update Record' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      `/edit/organization?key=${CARNEGIE_KEY}`,
    );
  });

  it('does not offer it to a member of another organization', async () => {
    let profileAnswered = false;
    server.use(
      http.get('*/api/auth/profile', () => {
        profileAnswered = true;
        return HttpResponse.json({ loggedIn: true, username: 'researcher', isTairCurator: false, affiliations: [1501000102] });
      }),
    );
    openPage(`/organization?key=${CARNEGIE_KEY}`);
    await heading();
    await expect.poll(() => profileAnswered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Update Record')).toBeNull();
  });
});

describe('the keyword page', () => {
  it('shows an id of another ontology as text, without a link', async () => {
    serve('keyword', { ...regulationOfTranscription, summary: { ...regulationOfTranscription.summary, extdbId: 'TO:0000387' } });
    openPage('/keyword?key=1');
    await heading();
    expect(screen.getByText('TO:0000387')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'TO:0000387' })).toBeNull();
  });
});

describe('the protocol page', () => {
  it("resolves the protocol's own id to its key", async () => {
    openPage('/protocol?id=1001');
    expect(await heading()).toHaveTextContent('Protocol: Floral dip transformation of Arabidopsis');
  });

  it('shows not found for an id nothing has', async () => {
    openPage('/protocol?id=424242');
    expect(await heading()).toHaveTextContent('Not Found');
    expect(screen.getByText('The protocol you asked for was not found.')).toBeVisible();
  });
});
