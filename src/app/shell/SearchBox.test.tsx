import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox';
import { renderWithRouter } from './shellTestSupport';

const searchText = () => screen.getByRole('searchbox', { name: 'Search text' });
const category = () => screen.getByRole('combobox', { name: 'Search category' });

describe('The general search box', () => {
  it('offers the eleven categories with genes chosen', () => {
    renderWithRouter(<SearchBox />);
    expect(category()).toHaveValue('genes');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'genes',
      'dna',
      'keyword',
      'protein',
      'polyallele',
      'ecotype',
      'community',
      'germplasm',
      'markers',
      'vector',
      'transposon',
    ]);
    expect(screen.getByRole('option', { name: 'People/Labs' })).toHaveValue('community');
  });

  it('opens the general results for the trimmed text and category, then clears the box', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.selectOptions(category(), 'Proteins');
    await userEvent.type(searchText(), '  flowering time  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('at /results?mainType=general&searchText=flowering+time&category=protein')).toBeVisible();
    expect(searchText()).toHaveValue('');
  });

  it('searches genes by default when Enter is pressed, encoding the text', async () => {
    renderWithRouter(<SearchBox />);
    await userEvent.type(searchText(), 'FLC & SOC1{Enter}');
    expect(await screen.findByText('at /results?mainType=general&searchText=FLC+%26+SOC1&category=genes')).toBeVisible();
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
  ])('does nothing when the text is %s', async (_, typed) => {
    renderWithRouter(<SearchBox />, '/locus?name=AT1G01010');
    if (typed) await userEvent.type(searchText(), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('at /locus?name=AT1G01010')).toBeVisible();
    expect(searchText()).toHaveValue(typed);
  });
});
