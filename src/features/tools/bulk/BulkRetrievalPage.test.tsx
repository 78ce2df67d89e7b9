import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../tests/unit/setup';
import * as stories from './BulkRetrievalPage.stories';

const { FromDetailPage } = composeStories(stories);

/** Records each body posted to search/sequences and answers one FASTA record per request. */
function recordPosts(): unknown[] {
  const posted: unknown[] = [];
  server.use(
    http.post('*/api/search/sequences', async ({ request }) => {
      posted.push(await request.json());
      return new HttpResponse('>AT1G01010.1 | Symbols: NAC001 | NAC domain | chr1:3631-5899 FORWARD LENGTH=6\nATGATG\n', {
        headers: { 'Content-Type': 'text/plain' },
      });
    }),
  );
  return posted;
}

const idsBox = () => screen.getByRole('textbox', { name: 'Locus or gene model IDs, one per line' });

describe('Bulk Data Retrieval', () => {
  it('posts the edited list with the chosen source, length and format', async () => {
    const posted = recordPosts();
    const user = userEvent.setup();
    render(<FromDetailPage />);
    await user.clear(idsBox());
    await user.type(idsBox(), 'at2g01010{enter}AT2G01020');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sequence source' }), 'araport11_downstream');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Upstream/downstream length' }), '3000');
    await user.click(screen.getByRole('button', { name: 'Get Sequences' }));
    expect(await screen.findByText('1 sequence')).toBeVisible();
    expect(posted).toEqual([{ locusIds: ['AT2G01010', 'AT2G01020'], dataset: 'araport11_downstream', format: 'one_per_locus', flank: 3000 }]);
  });

  it('asks for every gene model when that choice is made', async () => {
    const posted = recordPosts();
    const user = userEvent.setup();
    render(<FromDetailPage />);
    await user.click(screen.getByRole('radio', { name: /all gene models/ }));
    await user.click(screen.getByRole('button', { name: 'Get Sequences' }));
    await screen.findByText('1 sequence');
    expect(posted).toEqual([{ locusIds: ['AT1G01010', 'AT1G01020', 'AT5G99990'], dataset: 'araport11_transcript', format: 'all_models' }]);
  });

  it('Reset brings back the ids of the address and the defaults, and clears the answer', async () => {
    recordPosts();
    const user = userEvent.setup();
    render(<FromDetailPage />);
    await user.clear(idsBox());
    await user.type(idsBox(), 'AT4G00010');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sequence source' }), 'araport11_protein');
    await user.click(screen.getByRole('button', { name: 'Get Sequences' }));
    await screen.findByText('1 sequence');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(idsBox()).toHaveValue('AT1G01010\nAT1G01020\nAT5G99990');
    expect(screen.getByRole('combobox', { name: 'Sequence source' })).toHaveValue('araport11_transcript');
    expect(screen.queryByText('1 sequence')).toBeNull();
  });
});
