import { ScrollRestoration } from 'react-router';
import { NavigationProgress } from './shell/NavigationProgress';
import { ShellFrame } from './shell/ShellFrame';
import { SCROLL_POSITIONS_STORAGE_KEY, scrollKey } from './scroll/scrollPositions';

/** The frame around every page (000 §2.1), with the scroll position kept per history entry and a progress line while a page loads. */
export function AppShell() {
  return (
    <>
      <NavigationProgress />
      <ShellFrame />
      {/* A new page opens at its top (or its #section); Back and reload return to where the reader was. */}
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
    </>
  );
}
