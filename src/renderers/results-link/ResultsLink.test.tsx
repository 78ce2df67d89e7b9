import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './ResultsLink.stories';

const { StoredSearch, InTheAddress, MissingId, Empty } = composeStories(stories);

const currentAddress = () => new URL(screen.getByRole('status', { name: 'Current location' }).textContent ?? '', 'http://localhost');

afterEach(() => window.localStorage.clear());

describe('ResultsLink', () => {
  it('stores the search under a timestamped key only when followed, then opens its results on that key', async () => {
    render(<StoredSearch />);
    expect(window.localStorage.length).toBe(0);
    await userEvent.click(screen.getByRole('link', { name: '38' }));
    const address = currentAddress();
    expect(address.pathname).toBe('/results');
    expect(address.searchParams.get('category')).toBe('annotations');
    const key = address.searchParams.get('key') ?? '';
    expect(key).toMatch(/^searchParams_\d+$/);
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual({ publicationId: '501790001' });
  });

  it('stores the search before a middle click opens it in a new tab', () => {
    render(<StoredSearch />);
    const link = screen.getByRole('link', { name: '38' });
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    const key = new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('key') ?? '';
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual({ publicationId: '501790001' });
  });

  it('puts address-borne parameters in search_params', () => {
    render(<InTheAddress />);
    const href = new URL(screen.getByRole('link', { name: 'Germplasms of AT1G01010' }).getAttribute('href') ?? '', 'http://localhost');
    expect(JSON.parse(href.searchParams.get('search_params') ?? '')).toEqual({
      searchTerms: [{ search_type: 'locus_name', search_method: 'exactly', search_input: 'AT1G01010' }],
    });
  });

  it('shows the text without a link when the record lacks what the search needs', () => {
    render(<MissingId />);
    expect(screen.getByText('38')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the config's empty text when there is no value", () => {
    render(<Empty />);
    expect(screen.getByText('No Annotations available')).toBeInTheDocument();
  });
});
