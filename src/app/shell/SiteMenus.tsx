import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GroupMenu } from './GroupMenu';
import { MenuDrawer } from './MenuDrawer';
import { menuGroups } from './menus';

/** The header's menus: a row of menu buttons on a wide screen, one drawer button below the md breakpoint. */
export function SiteMenus() {
  const theme = useTheme();
  // Read on the first render, so a phone never flashes the wide row of buttons.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  if (narrow) return <MenuDrawer />;
  return (
    <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}>
      {menuGroups.map((group) => (
        <GroupMenu key={group.id} group={group} />
      ))}
    </Box>
  );
}
