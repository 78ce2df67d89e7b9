import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { Paralog } from '../../../schemas/panther';

interface AllParalogsDialogProps {
  open: boolean;
  onClose: () => void;
  paralogs: readonly Paralog[];
}

// 002 §2.4: 'All Paralogs' closes with Esc or Close; the Dialog's focus trap hands focus back to the trigger.
// A few hundred plain rows render quickly enough that the table needs no virtualisation.
export function AllParalogsDialog({ open, onClose, paralogs }: AllParalogsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper">
      {/* Renderers stay below the page's h1/h2 outline, even inside a dialog. */}
      <DialogTitle component="h2">All Paralogs</DialogTitle>
      <DialogContent dividers>
        <Table size="small" stickyHeader aria-label="All Paralogs">
          <TableHead>
            <TableRow>
              <TableCell>AGI</TableCell>
              <TableCell>Symbol</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {paralogs.map((paralog, index) => (
              <TableRow key={`${paralog.target_agi}-${index}`}>
                <TableCell>
                  {/* Following a link leaves this locus, so the dialog closes with it. */}
                  <Link component={RouterLink} to={`/locus?name=${encodeURIComponent(paralog.target_agi)}`} onClick={onClose}>
                    {paralog.target_agi}
                  </Link>
                </TableCell>
                <TableCell>{paralog.target_gene_symbol ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
