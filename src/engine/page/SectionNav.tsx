import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import type { SectionConfig } from '../config/format';

interface Props {
  sections: readonly SectionConfig[];
  activeId: string | undefined;
  onNavigate: (id: string) => void;
}

/** The side navigation: a sticky column on wide screens, a sticky scrolling strip on narrow ones. */
export function SectionNav({ sections, activeId, onNavigate }: Props) {
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Modified clicks (new tab, copy link) keep the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(id);
  };
  return (
    <Box
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
                  whiteSpace: 'nowrap',
                  px: 1.5,
                  py: 0.75,
                  borderLeft: { md: '3px solid' },
                  borderBottom: { xs: '3px solid', md: 0 },
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
