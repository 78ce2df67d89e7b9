import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrintMode } from './usePrintMode';

function PrintState() {
  return <p>{usePrintMode() ? 'printing' : 'on screen'}</p>;
}

// jsdom has no matchMedia; a stand-in whose 'print' query a test can switch, as a browser's print preview does.
function emulatePrintMedia() {
  const listeners = new Set<() => void>();
  const state = { matches: false };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === 'print' && state.matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return (matches: boolean) => {
    state.matches = matches;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('usePrintMode', () => {
  it('is on between beforeprint and afterprint, and the page shows it before printing starts', () => {
    render(<PrintState />);
    expect(screen.getByText('on screen')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
      // Checked before act() flushes anything: the expanded page is in the document as soon as 'beforeprint' returns.
      expect(screen.getByText('printing')).toBeInTheDocument();
    });
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getByText('on screen')).toBeInTheDocument();
  });

  it('is on while the print media query matches (a print preview)', () => {
    const setPrintMedia = emulatePrintMedia();
    render(<PrintState />);
    expect(screen.getByText('on screen')).toBeInTheDocument();
    act(() => setPrintMedia(true));
    expect(screen.getByText('printing')).toBeInTheDocument();
    act(() => setPrintMedia(false));
    expect(screen.getByText('on screen')).toBeInTheDocument();
  });
});
