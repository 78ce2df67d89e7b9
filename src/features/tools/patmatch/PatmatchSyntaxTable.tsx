import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SYNTAX_REFERENCE } from './syntaxReference';

const APPLIES = { nucleotide: 'Nucleotide', peptide: 'Peptide' } as const;

// Fixed column shares and wrapping code keep the table within a 375 px screen: nothing scrolls sideways.
const cell = { verticalAlign: 'top', px: { xs: 0.75, sm: 2 }, py: 1, overflowWrap: 'anywhere' } as const;
const code = { fontFamily: 'monospace', fontSize: '0.95em', fontWeight: 600 } as const;

/** 001 §2.7: the syntax reference table of the PatMatch form. */
export function PatmatchSyntaxTable() {
  return (
    <Box component="section" aria-labelledby="patmatch-syntax-heading" sx={{ mt: 4 }}>
      <Typography id="patmatch-syntax-heading" variant="h5" component="h2" gutterBottom>
        Pattern syntax
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Letters may be typed in upper or lower case; spaces are ignored. A pattern must span at least 3 residues.
      </Typography>
      <Table size="small" aria-labelledby="patmatch-syntax-heading" sx={{ tableLayout: 'fixed', width: '100%' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...cell, width: '24%' }}>Syntax</TableCell>
            <TableCell sx={{ ...cell, width: '43%' }}>Meaning</TableCell>
            <TableCell sx={{ ...cell, width: '33%' }}>Example</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SYNTAX_REFERENCE.map((row) => (
            <TableRow key={row.syntax}>
              <TableCell component="th" scope="row" sx={cell}>
                <Box component="code" sx={code}>
                  {row.syntax}
                </Box>
              </TableCell>
              <TableCell sx={cell}>
                {row.applies && row.applies !== 'both' && <strong>{APPLIES[row.applies]}: </strong>}
                {row.meaning}
              </TableCell>
              <TableCell sx={cell}>
                <Box component="code" sx={code}>
                  {row.example.pattern}
                </Box>{' '}
                {row.example.reads}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
