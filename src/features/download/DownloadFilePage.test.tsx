import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadHandlers, restrictedFileHandler } from '../../../mocks/downloadHandlers';
import { server } from '../../../tests/unit/setup';
import { AppProviders } from '../../app/AppProviders';
import { DownloadPagesFrame } from './DownloadPagesFrame.testSupport';
import { startBrowserDownload } from './startBrowserDownload';

// Everything the file page shows and saves is checked by its stories (DownloadFilePage.stories.tsx). This one rule
// stays here: a restricted file sends the browser to log in with location.assign, which Chromium neither lets a
// test replace (window.location is unforgeable there) nor lets a story follow without leaving the story's page.
// jsdom lets the test stand in for window.location, and records the browser's download instead of saving a file.
vi.mock('./startBrowserDownload', () => ({ startBrowserDownload: vi.fn() }));

/** The file page and the list it may go on to, at an address, over the demo answers (as the stories are). */
const renderAt = (route: string, overrides: RequestHandler[] = []) => {
  // Within one use(), the first handler that matches answers: the overrides come first.
  server.use(...overrides, ...downloadHandlers);
  return render(
    <AppProviders freshQueryClient>
      <MemoryRouter initialEntries={[route]}>
        <DownloadPagesFrame />
      </MemoryRouter>
    </AppProviders>,
  );
};

beforeEach(() => {
  vi.mocked(startBrowserDownload).mockReset();
});

describe('a restricted file (001 §7)', () => {
  it.each([
    ['shown', '/download/file?path=Subscriber_Data_Releases%2FTAIR_GeneDescriptions_20250630.excerpt.txt'],
    ['saved', '/download/file?path=Subscriber_Data_Releases%2FTAIR_GeneDescriptions_20250630.excerpt.txt&force_download=true'],
  ])('to be %s (401 with redirectUri) sends the browser to log in, back here afterwards', async (_, route) => {
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { value: { ...location, href: `${location.origin}${route}`, assign }, configurable: true });
    try {
      renderAt(route, [restrictedFileHandler('https://login.example.org/login')]);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const target = new URL(assign.mock.calls[0]![0] as string);
      expect(target.origin + target.pathname).toBe('https://login.example.org/login');
      expect(target.searchParams.get('redirect')).toBe(`${location.origin}${route}`);
      expect(startBrowserDownload).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'location', { value: location, configurable: true });
    }
  });
});
