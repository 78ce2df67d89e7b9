import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ImageList.stories';

const { Populated, Empty, Linked, BrokenImage, UnsafeSource } = composeStories(stories);

describe('ImageList', () => {
  it('shows each image with its alternative text', () => {
    render(<Populated />);
    const image = screen.getByRole('img', { name: 'SALK_089401 rosette at 21 days' });
    expect(image).toHaveAttribute('src', '/story-images/SALK_089401-rosette.svg');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('keeps the images inside a labelled scrolling box', () => {
    render(<Populated />);
    expect(screen.getByRole('region', { name: 'Images (scrollable list)' })).toBeInTheDocument();
  });

  it("shows the config's empty text when there are no images", () => {
    render(<Empty />);
    expect(screen.getByText('No images available')).toBeInTheDocument();
  });

  it('wraps each image in its link', () => {
    render(<Linked />);
    expect(screen.getByRole('link', { name: 'Col-0 rosette at 21 days' })).toHaveAttribute('href', '/image?key=7003');
  });

  it('shows the alternative text in a placeholder when an image fails to load', () => {
    render(<BrokenImage />);
    const image = screen.getByRole('img', { name: 'FLC expression in vernalized seedlings' });
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'FLC expression in vernalized seedlings' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveTextContent('FLC expression in vernalized seedlings');
  });

  it('never loads an image from an unsafe URL', () => {
    const { container } = render(<UnsafeSource />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Figure 2 of PubMed 10548754')).toBeInTheDocument();
  });
});
