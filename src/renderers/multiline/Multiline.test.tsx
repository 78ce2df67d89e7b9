import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Multiline.stories';
import { splitLines } from './splitLines';

const { Populated, Empty, NewlinesOnly } = composeStories(stories);

const shownLines = (container: HTMLElement) => [...container.querySelectorAll('[data-line]')].map((line) => line.textContent);

describe('Multiline', () => {
  it('starts a new line at each separator', () => {
    const { container } = render(<Populated />);
    expect(shownLines(container)).toEqual([
      'Carnegie Institution for Science',
      'Department of Plant Biology',
      '260 Panama Street',
      'Stanford, CA 94305',
    ]);
  });

  it('keeps the newlines of the stored text', () => {
    const { container } = render(<NewlinesOnly />);
    expect(shownLines(container)).toEqual(['Seeds received from ABRC.', '', 'Segregates 3:1 for kanamycin resistance.']);
  });

  it("shows the config's empty text for blank text", () => {
    render(<Empty />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('splits on both newlines and the separator', () => {
    expect(splitLines('a\\b\r\nc', '\\')).toEqual(['a', 'b', 'c']);
  });
});
