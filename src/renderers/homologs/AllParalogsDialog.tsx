import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Paralog } from '../../../schemas/panther';
import { RowFilter } from '../../ui/table/RowFilter';
import { TableHeader } from '../table/TableHeader';
import { nextSort, type SortState } from '../table/sortRows';
import { paralogHref } from './paralogLinks';
import { PARALOG_COLUMNS, paralogTexts, sortParalogs } from './paralogTable';

interface AllParalogsDialogProps {
  open: boolean;
  onClose: () => void;
  paralogs: readonly Paralog[];
}

// 002 §2.4: 'All Paralogs' closes with Esc or Close; the Dialog's focus trap hands focus back to the trigger.
// Focus starts in the filter box, so a reader can type at once. A few hundred plain rows render quickly enough
// that the table needs no virtualisation.
export function AllParalogsDialog({ open, onClose, paralogs }: AllParalogsDialogProps) {
  const [sort, setSort] = useState<SortState>();
  const [kept, setKept] = useState<ReadonlySet<Paralog>>();
  const filterInput = useRef<HTMLInputElement>(null);
  const sorted = useMemo(() => sortParalogs(paralogs, sort), [paralogs, sort]);
  const shown = kept ? sorted.filter((paralog) => kept.has(paralog)) : sorted;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      slotProps={{ transition: { onEntering: () => filterInput.current?.focus() } }}
    >
      {/* Renderers stay below the page's h1/h2 outline, even inside a dialog. */}
      <DialogTitle component="h2">All Paralogs</DialogTitle>
      {/* The filter stays in view while the list scrolls under it. */}
      <Box sx={{ px: 3, pt: 1 }}>
        <RowFilter label="Filter paralogs" noun="paralogs" rows={paralogs} textsOf={paralogTexts} onChange={setKept} inputRef={filterInput} />
      </Box>
      <DialogContent dividers>
        {/* When nothing matches, the filter's status line says so in place of an empty table. */}
        {shown.length > 0 && (
          <Table size="small" stickyHeader aria-label="All Paralogs">
            <TableHeader columns={PARALOG_COLUMNS} sort={sort} onSort={(columnId) => setSort((current) => nextSort(current, columnId))} />
            <TableBody>
              {shown.map((paralog, index) => (
                <TableRow key={`${paralog.target_agi}-${index}`}>
                  <TableCell>
                    {/* Following a link leaves this locus, so the dialog closes with it. */}
                    <Link component={RouterLink} to={paralogHref(paralog)} onClick={onClose}>
                      {paralog.target_agi}
                    </Link>
                  </TableCell>
                  <TableCell>{paralog.target_gene_symbol ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
