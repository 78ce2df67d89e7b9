import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { htmlText } from './htmlText';

type Sanitize = (html: string) => string;

// The sanitiser (DOMPurify) loads on first use, so pages without server HTML never download it. Until it has
// arrived the fragment shows as plain text, which is always safe.
let loadedSanitizer: Sanitize | undefined;
const loadSanitizer = () =>
  import('./sanitizeHtml').then((module) => {
    loadedSanitizer = module.sanitizeHtml;
    return module.sanitizeHtml;
  });

function useSanitizer(): Sanitize | undefined {
  // None while a page the server rendered is hydrated: the server, with no DOM to sanitise in, showed the text.
  const loaded = useBrowserValue(() => loadedSanitizer, undefined);
  const [arrived, setArrived] = useState<Sanitize | undefined>(undefined);
  const sanitize = loaded ?? arrived;
  useEffect(() => {
    if (sanitize) return;
    let current = true;
    void loadSanitizer().then((sanitizer) => current && setArrived(() => sanitizer));
    return () => {
      current = false;
    };
  }, [sanitize]);
  return sanitize;
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/**
 * Server HTML after sanitising. Links inside to portal paths ('/locus?key=…') go through the router instead of
 * reloading the whole application; the listener is attached directly because the links are not React elements.
 */
export function SafeHtml({ html, inline = false }: { html: string; inline?: boolean }) {
  const sanitize = useSanitizer();
  const clean = useMemo(() => (sanitize ? sanitize(html) : undefined), [sanitize, html]);
  const container = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const followInternalLink = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      const href = anchor?.getAttribute('href') ?? '';
      if (!anchor || !isPlainLeftClick(event) || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', followInternalLink);
    return () => element.removeEventListener('click', followInternalLink);
  }, [navigate]);

  return (
    <Box
      ref={container}
      component={inline ? 'span' : 'div'}
      sx={{
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& a': { color: 'primary.main', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& p:first-of-type': { mt: 0 },
        '& p:last-of-type': { mb: 0 },
      }}
      {...(clean === undefined ? { children: htmlText(html) } : { dangerouslySetInnerHTML: { __html: clean }, 'data-sanitized': true })}
    />
  );
}
