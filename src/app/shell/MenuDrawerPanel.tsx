import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { entryLinkProps } from './entryLinkProps';
import { focusRing } from './focusRing';
import { MenuEntryLabel } from './MenuEntryLabel';
import { menuGroups } from '../../site/menus';

/**
 * The drawer of the narrow-screen menu, each group a fold-out list. Loaded when the Menu button is first used; `id`
 * is the one the button's aria-controls names.
 */
export default function MenuDrawerPanel({ id, open, close }: { id: string; open: boolean; close: () => void }) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{ paper: { id, role: 'dialog', 'aria-label': 'Site menu', sx: { width: 'min(320px, 88vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          Site menu
        </Typography>
        <Button onClick={close} sx={focusRing}>
          Close menu
        </Button>
      </Box>
      <Box component="nav" aria-label="Main menu">
        {menuGroups.map((group) => (
          <Accordion key={group.id} disableGutters elevation={0} square>
            <AccordionSummary id={`drawer-${group.id}-header`} aria-controls={`drawer-${group.id}-content`}>
              {group.label}
            </AccordionSummary>
            <AccordionDetails id={`drawer-${group.id}-content`} sx={{ p: 0 }}>
              <List dense disablePadding aria-label={group.label}>
                {group.entries.map((entry) => (
                  <ListItem key={entry.label} disablePadding>
                    <ListItemButton {...entryLinkProps(entry)} onClick={close} sx={{ pl: 4 }}>
                      <MenuEntryLabel entry={entry} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Drawer>
  );
}
