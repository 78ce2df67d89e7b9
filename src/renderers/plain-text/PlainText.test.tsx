import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PlainText.stories';

const { Populated, Empty, FormattedDate, MissingDate } = composeStories(stories);

describe('PlainText', () => {
  it('shows the value', () => {
    render(<Populated />);
    expect(screen.getByText('NAC domain containing protein 1')).toBeInTheDocument();
  });

  it("shows the config's empty text when there is no value", () => {
    render(<Empty />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('shows dates as YYYY-MM-DD', () => {
    render(<FormattedDate />);
    expect(screen.getByText('2024-03-18')).toBeInTheDocument();
  });

  it("shows 'Not specified' for a missing date", () => {
    render(<MissingDate />);
    expect(screen.getByText('Not specified')).toBeInTheDocument();
  });
});
