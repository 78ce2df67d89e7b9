import { ScrollRestoration, type Location } from 'react-router';
import { ShellFrame } from './shell/ShellFrame';

// Every document load starts at the router's key 'default', so positions saved under it would carry over from one
// page to the next page opened in the same tab; the first entry of a document is keyed by its URL instead.
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

/** The frame around every page (000 §2.1), with the scroll position kept per history entry. */
export function AppShell() {
  return (
    <>
      <ShellFrame />
      {/* A new page opens at its top (or its #section); Back returns to where the reader was. */}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
