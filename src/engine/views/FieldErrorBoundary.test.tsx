import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldErrorBoundary } from './FieldErrorBoundary';

function Exploding(): never {
  throw new Error('bad data');
}

describe('FieldErrorBoundary', () => {
  it('keeps a failing part from taking its neighbours down', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <FieldErrorBoundary where="locus › summary › Symbols">
          <Exploding />
        </FieldErrorBoundary>
        <p>Other Names</p>
      </>,
    );
    expect(screen.getByText('This part of the page could not be displayed.')).toBeInTheDocument();
    expect(screen.getByText('Other Names')).toBeInTheDocument();
  });
});
