import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainText } from './PlainText';
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

  it("gives the authors formatter a list of names whole: the first 6, then 'et al.'", () => {
    const authors = ['Adams K', 'Baker L', 'Chen W', 'Diaz M', 'Evans R', 'Fischer T', 'Gupta S'];
    const field = { kind: 'text', label: 'Authors', path: 'authors', format: 'authors' } as const;
    render(<PlainText field={field} value={authors} record={{ authors }} recordType="publication" sectionId="summary" />);
    expect(screen.getByText('Adams K, Baker L, Chen W, Diaz M, Evans R, Fischer T et al.')).toBeInTheDocument();
    expect(screen.queryByText(/Gupta S/)).toBeNull();
  });
});
