import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import { NavLink, Outlet } from 'react-router';
import { ICAR_ABSTRACTS_URL, POST_A_JOB_URL } from '../../site/externalLinks';

const sectionPages = [
  { to: '/news/breaking-news', label: 'Breaking News' },
  { to: '/news/old-news', label: 'Old News' },
  { to: '/news/events', label: 'Events' },
  { to: '/news/jobs', label: 'Jobs' },
];

const externalPages = [
  { href: ICAR_ABSTRACTS_URL, label: 'ICAR Abstracts' },
  { href: POST_A_JOB_URL, label: 'How to Post a Job' },
];

/** 000 §2.10: every news page shares a side bar with the section's pages and two outside pages. */
export function NewsLayout() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}>
      <Box component="nav" aria-label="News" sx={{ width: { md: 220 }, flexShrink: 0 }}>
        <List dense disablePadding>
          {sectionPages.map((page) => (
            <ListItem key={page.to} disablePadding>
              <ListItemButton component={NavLink} to={page.to} sx={{ '&.active': { fontWeight: 700, bgcolor: 'action.selected' } }}>
                {page.label}
              </ListItemButton>
            </ListItem>
          ))}
          {externalPages.map((page) => (
            <ListItem key={page.href} disablePadding>
              <ListItemButton component="a" href={page.href} target="_blank" rel="noopener noreferrer">
                {page.label} (opens in a new tab)
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
