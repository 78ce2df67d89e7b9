import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSERTION_TRACK, geneModelTracks } from '../../engine/genomeBrowser/genomeBrowserUrl';
import { mapElementTracks } from '../../engine/genomeBrowser/tracks';
import { BROWSER_ANSWER_TIMEOUT_MS } from './useBrowserAnswer';
import * as stories from './GenomeBrowser.stories';

const { Populated, DefaultView, Mitochondrial, Long, Empty, MapElement, MapElementUnplaced } = composeStories(stories);

// The frame asks the genome browser whether it answers; here the answer is staged (no network in tests).
type Answer = 'answers' | 'fails' | 'hangs';
let answer: Answer;
const asked: string[] = [];
beforeEach(() => {
  answer = 'answers';
  asked.length = 0;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    asked.push(url);
    if (answer === 'answers') return Promise.resolve(new Response(null, { status: 200 }));
    if (answer === 'fails') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SILENT = 'The genome browser did not answer. Open it in a new tab.';

const frame = () => screen.getByTitle(/^Genome browser view/);
const paramsOf = (href: string | null) => new URL(href ?? '').searchParams;

describe('GenomeBrowser', () => {
  it('frames the slim view around the gene, padded by 5 percent', () => {
    render(<Populated />);
    const params = paramsOf(frame().getAttribute('src'));
    expect(params.get('data')).toBe('Araport11');
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    for (const name of ['tracklist', 'nav', 'overview', 'fullviewlink']) expect(params.get(name)).toBe('0');
  });

  it('chooses the tracks by gene type', () => {
    render(<Populated />);
    expect(paramsOf(frame().getAttribute('src')).get('tracks')).toBe(`${geneModelTracks.protein_coding},${INSERTION_TRACK}`);
  });

  it('titles the 650×280 frame with the feature name and loads it lazily', () => {
    render(<Populated />);
    expect(frame()).toHaveAttribute('title', 'Genome browser view of AT1G01010');
    expect(frame()).toHaveAttribute('width', '650');
    expect(frame()).toHaveAttribute('height', '280');
    expect(frame()).toHaveAttribute('loading', 'lazy');
  });

  it("links 'Center on AT1G01010' to the full browser on the gene, in a new tab", () => {
    render(<Populated />);
    const link = screen.getByRole('link', { name: 'Center on AT1G01010' });
    const params = paramsOf(link.getAttribute('href'));
    expect(params.get('loc')).toBe('Chr1:3518..6012');
    expect(params.get('highlight')).toBe('Chr1:3631..5899');
    expect(params.has('tracklist')).toBe(false);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("links 'Full-screen view' to the full browser, in a new tab", () => {
    render(<Populated />);
    const link = screen.getByRole('link', { name: 'Full-screen view' });
    expect(paramsOf(link.getAttribute('href')).get('loc')).toBe('Chr1:3518..6012');
    expect(paramsOf(link.getAttribute('href')).has('nav')).toBe(false);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('falls back to chromosome 1 22047..32332 and says so', () => {
    render(<DefaultView />);
    expect(paramsOf(frame().getAttribute('src')).get('loc')).toBe('Chr1:22047..32332');
    expect(screen.getByText(/No genome coordinates are recorded for AT1G01010/)).toBeInTheDocument();
  });

  it('offers no Center on link without coordinates', () => {
    render(<DefaultView />);
    expect(screen.queryByRole('link', { name: /^Center on/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full-screen view' })).toBeInTheDocument();
  });

  it('shows the default view for a record with nothing to read', () => {
    render(<Empty />);
    expect(frame()).toHaveAttribute('title', 'Genome browser view');
    expect(paramsOf(frame().getAttribute('src')).get('loc')).toBe('Chr1:22047..32332');
  });

  it('leaves out the insertion track on ChrM', () => {
    render(<Mitochondrial />);
    const params = paramsOf(frame().getAttribute('src'));
    expect(params.get('loc')).toBe('ChrM:11390..11943');
    expect(params.get('tracks')).not.toContain(INSERTION_TRACK);
  });

  it('orders reverse-strand coordinates and uses the gene-model track of the type', () => {
    render(<Long />);
    const params = paramsOf(frame().getAttribute('src'));
    expect(params.get('loc')).toBe('Chr1:25046355..25081736');
    expect(params.get('tracks')).toBe(`${geneModelTracks.long_noncoding_rna},${INSERTION_TRACK}`);
  });

  it('reads the feature from the value the field path points at', () => {
    render(
      <Populated
        value={{ assignment: { chromosome: 'Chr2', startPosition: 1000, endPosition: 1999 }, label: 'AT2G01008' }}
        field={{
          kind: 'genomeBrowser',
          label: 'Genome browser',
          path: 'mapLocation',
          name: 'label',
          chromosome: 'assignment.chromosome',
          start: 'assignment.startPosition',
          end: 'assignment.endPosition',
        }}
      />,
    );
    expect(paramsOf(frame().getAttribute('src')).get('loc')).toBe('Chr2:950..2049');
  });

  it('shows a map element on its own track, placed by its sequence-map assignment', () => {
    render(<MapElement />);
    const params = paramsOf(frame().getAttribute('src'));
    expect(params.get('loc')).toBe('Chr1:2075..2625');
    expect(params.get('tracks')?.split(',')[0]).toBe(mapElementTracks.genetic_marker);
    expect(frame()).toHaveAttribute('title', 'Genome browser view of T25K16-CAPS');
    expect(paramsOf(screen.getByRole('link', { name: 'Center on T25K16-CAPS' }).getAttribute('href')).get('highlight')).toBe('Chr1:2100..2600');
  });

  it('shows the empty text for a map element not on the sequence map', () => {
    render(<MapElementUnplaced />);
    expect(screen.getByText('No Map Locations available')).toBeInTheDocument();
    expect(screen.queryByTitle(/^Genome browser view/)).not.toBeInTheDocument();
  });
});

describe('GenomeBrowser when the browser does not answer', () => {
  it('keeps the frame when the browser answers, having asked it at the frame address', async () => {
    render(<Populated />);
    await waitFor(() => expect(asked).toEqual([frame().getAttribute('src')]));
    await act(async () => {});
    expect(screen.queryByText(SILENT)).not.toBeInTheDocument();
  });

  it('says so in place of the frame when the host cannot be reached, with a link to open it in a new tab', async () => {
    answer = 'fails';
    render(<Populated />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(SILENT);
    await waitFor(() => expect(screen.queryByTitle(/^Genome browser view/)).not.toBeInTheDocument());
    const open = screen.getByRole('link', { name: 'Open it in a new tab.' });
    expect(paramsOf(open.getAttribute('href')).get('loc')).toBe('Chr1:3518..6012');
    expect(paramsOf(open.getAttribute('href')).has('nav')).toBe(false);
    expect(open).toHaveAttribute('target', '_blank');
  });

  it(`says so after ${BROWSER_ANSWER_TIMEOUT_MS / 1000} s without an answer, not before`, async () => {
    vi.useFakeTimers();
    answer = 'hangs';
    render(<Populated />);
    await act(() => vi.advanceTimersByTimeAsync(BROWSER_ANSWER_TIMEOUT_MS - 100));
    expect(screen.queryByText(SILENT)).not.toBeInTheDocument();
    expect(frame()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('status')).toHaveTextContent(SILENT);
  });

  it("'Try again' asks again and brings the frame back when the browser answers", async () => {
    answer = 'fails';
    render(<Populated />);
    await screen.findByRole('status');
    answer = 'answers';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(frame()).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(2));
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
