import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PremiumMark } from '../../ui/PremiumMark';
import { SortHeaderCell } from '../../ui/table/SortHeaderCell';
import { sortButtonStyles } from '../../ui/table/tableStyles';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { CopyLinkButton } from './CopyLinkButton';
import { downloadFileUrl, type DownloadItem } from './downloadApi';
import { formatModified, formatSize } from './downloadFormat';
import { fileRoute, listRoute } from './downloadPaths';
import { isPremiumPath } from '../../../contracts/download/premiumRule';
import { sortItems, type SortColumn, type SortDirection } from './sortItems';

// Targets of at least 24 px and a ring that shows where the keyboard is (WCAG 2.5.8, 2.4.7).
const target = { display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24 } as const;
const focusRing = { '&:focus-visible, &.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;
const linkSx = { ...target, ...focusRing } as const;

const COLUMNS: ReadonlyArray<{ id: SortColumn; label: string; width: { xs: number | string; sm: number | string } }> = [
  { id: 'name', label: 'Name', width: { xs: 'auto', sm: 'auto' } },
  { id: 'size', label: 'Size', width: { xs: 64, sm: 100 } },
  { id: 'date', label: 'Modified', width: { xs: 96, sm: 130 } },
];

function FolderIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden focusable="false" style={{ flex: 'none', marginRight: 4 }}>
      <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="currentColor" />
    </svg>
  );
}

/** "View" named with the item for screen readers (its visible word first), so each of many View links says what it opens. */
const named = (verb: string, name: string) => ({ 'aria-label': `${verb} ${name}`, children: verb });

const isCompressed = (name: string) => /\.gz$/i.test(name);

function Actions({ item }: { item: DownloadItem }) {
  if (item.type === 'dir') {
    return (
      <Link component={RouterLink} to={listRoute(item.path)} sx={linkSx} {...named('View', item.name)} />
    );
  }
  return (
    <>
      {/* A .gz file is only ever saved (001 §2.5), so there is nothing to view: Download is its one way. */}
      {isCompressed(item.name) ? null : <Link component={RouterLink} to={fileRoute(item.path)} sx={linkSx} {...named('View', item.name)} />}
      {/* The file's own address, saved by the browser: it streams, and the browser can resume it. */}
      <Link href={downloadFileUrl(item.path)} download={item.name} sx={linkSx} {...named('Download', item.name)} />
      <CopyLinkButton path={item.path} name={item.name} />
    </>
  );
}

function NameCell({ item }: { item: DownloadItem }) {
  const to = item.type === 'dir' ? listRoute(item.path) : fileRoute(item.path);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', overflowWrap: 'anywhere', minWidth: 0 }}>
      <Link component={RouterLink} to={to} sx={{ ...linkSx, minWidth: 0 }}>
        {item.type === 'dir' ? <FolderIcon /> : null}
        <span style={{ minWidth: 0 }}>{item.name}</span>
      </Link>
      {isPremiumPath(item.path) ? <PremiumMark /> : null}
    </Box>
  );
}

/** A folder's files and folders (001 §2.5), sortable by name, size and date; folders stay on top. */
export function DownloadTable({ items, caption }: { items: readonly DownloadItem[]; caption: string }) {
  const [sort, setSort] = useState<{ column: SortColumn; direction: SortDirection }>({ column: 'name', direction: 'asc' });
  const rows = useMemo(() => sortItems(items, sort.column, sort.direction), [items, sort]);
  // The header cells name their column by id; only this table's three columns sort.
  const sortBy = (id: string) => {
    const column = COLUMNS.find((candidate) => candidate.id === id)?.id;
    if (column) setSort((current) => ({ column, direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc' }));
  };

  return (
    <Table size="small" sx={{ ...sortButtonStyles, tableLayout: 'fixed', width: '100%', '& th': { whiteSpace: 'normal' }, '& th, & td': { px: { xs: 0.5, sm: 2 }, verticalAlign: 'top', overflowWrap: 'anywhere' } }}>
      <caption style={visuallyHidden}>{caption}</caption>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <SortHeaderCell
              key={column.id}
              columnId={column.id}
              header={column.label}
              width={column.width}
              sorted={sort.column === column.id ? sort.direction : false}
              onSort={sortBy}
            />
          ))}
          <TableCell sx={{ width: { xs: 80, sm: 220 } }}>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((item) => (
          <TableRow key={item.path}>
            <TableCell>
              <NameCell item={item} />
            </TableCell>
            <TableCell>{item.type === 'file' && item.size !== undefined ? formatSize(item.size) : 'Folder'}</TableCell>
            <TableCell>
              {item.lastModified ? <time dateTime={item.lastModified}>{formatModified(item.lastModified)}</time> : null}
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: { xs: 0.5, sm: 2 } }}>
                <Actions item={item} />
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
