import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubClipboard } from './clipboardStubs.storySupport';
import { Sequence } from './Sequence';

// Everything else the sequence does is checked in Sequence.stories.tsx, in Chromium. This one check stays here
// because it needs fake timers: it tells 3 s from 2.9 s without waiting for either, which a story cannot do.

let restoreClipboard: () => void = () => undefined;
afterEach(() => {
  restoreClipboard();
  vi.useRealTimers();
});

describe('Sequence', () => {
  it('hides the copy feedback after 3 seconds', async () => {
    restoreClipboard = stubClipboard(() => Promise.resolve());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter>
        <Sequence
          recordType="protein"
          sectionId="sequence"
          record={{ name: 'AT1G01010.1' }}
          field={{ kind: 'sequence', label: 'Protein sequence', path: 'sequence', sequenceType: 'protein', fastaHeader: '{name}' }}
          value="MEDQVGFGFRPNDEELVGHY"
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Sequence' }));
    expect(await screen.findByText('Sequence copied to clipboard!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Sequence copied to clipboard!');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
