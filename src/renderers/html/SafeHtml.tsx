import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from './sanitizeHtml';

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/**
 * Server HTML after sanitising. Links inside to portal paths ('/locus?key=…') go through the router instead of
 * reloading the whole application; the listener is attached directly because the links are not React elements.
 */
export function SafeHtml({ html, inline = false }: { html: string; inline?: boolean }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
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
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
