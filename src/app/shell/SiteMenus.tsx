import Box from '@mui/material/Box';
import { GroupMenu } from './GroupMenu';
import { MenuDrawer } from './MenuDrawer';
import { menuHeads } from '../../site/menuHeads';

/**
 * The header's menus: a row of menu buttons on a wide screen, one drawer button below the md breakpoint. The
 * choice is made in CSS, so a phone never flashes the wide row and no script measures the window.
 */
export function SiteMenus() {
  return (
    <>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <MenuDrawer />
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <MenuRow />
      </Box>
    </>
  );
}

/** The wide-screen row of menu buttons, one per group. */
export function MenuRow() {
  return (
    <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}>
      {menuHeads.map((group) => (
        <GroupMenu key={group.id} group={group} />
      ))}
    </Box>
  );
}
