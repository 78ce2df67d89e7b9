import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { SectionConfig } from '../config/format';

interface Props {
  sections: readonly SectionConfig[];
  activeId: string | undefined;
  onNavigate: (id: string) => void;
}

/** The side navigation: a sticky column on wide screens, a sticky scrolling strip on narrow ones. */
export function SectionNav({ sections, activeId, onNavigate }: Props) {
  const strip = useRef<HTMLElement>(null);
  // On a narrow screen the nav is a horizontal strip: keep the highlighted item in sight (horizontally only, so the
  // page itself never moves under the reader).
  useEffect(() => {
    const container = strip.current;
    const link = container?.querySelector<HTMLElement>('a[aria-current="location"]');
    if (!container || !link || container.scrollWidth <= container.clientWidth) return;
    const left = link.getBoundingClientRect().left - container.getBoundingClientRect().left + container.scrollLeft;
    if (left < container.scrollLeft || left + link.offsetWidth > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = Math.max(0, left - 16);
    }
  }, [activeId]);
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Modified clicks (new tab, copy link) keep the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(id);
  };
  return (
    <Box
      ref={strip}
      component="nav"
      aria-label="Sections of this page"
      sx={{
        position: 'sticky',
        top: { xs: 0, md: 16 },
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: { xs: '1px solid', md: 0 },
        borderColor: 'divider',
        overflowX: { xs: 'auto', md: 'visible' },
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.25 }}>
        {sections.map((section) => {
          const active = section.id === activeId;
          return (
            <li key={section.id}>
              <Link
                href={`#${section.id}`}
                onClick={(event) => go(event, section.id)}
                aria-current={active ? 'location' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  // One line in the narrow strip; in the column a long label ('Associated Nucleotide Sequences')
                  // wraps inside the column instead of running into the section beside it.
                  whiteSpace: { xs: 'nowrap', md: 'normal' },
                  overflowWrap: 'anywhere',
                  px: 1.5,
                  py: 0.75,
                  // The marker sits under the item on a narrow strip and beside it in the column.
                  borderStyle: 'solid',
                  borderWidth: { xs: '0 0 3px 0', md: '0 0 0 3px' },
                  borderColor: active ? 'primary.main' : 'transparent',
                  color: active ? 'primary.main' : 'text.primary',
                  fontWeight: active ? 700 : 400,
                  bgcolor: active ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
