import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

const AGI_GENE_MODEL = /^AT[1-5CM]G\d{5}\.\d+$/i;

/**
 * Opens a gene model by its name, or a locus by its AGI code, symbol or other name: the locus page's name lookup
 * resolves the name (FLC opens AT5G10140; a name several loci share offers each), so this box takes what /locus?name=
 * takes.
 */
export function LocusLookupForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');

  const open = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (value === '') setError('Enter a locus code such as AT1G01010, a gene model such as AT1G01010.1 or a gene name such as FLC.');
    else if (AGI_GENE_MODEL.test(value)) void navigate(`/gene?name=${encodeURIComponent(value)}`);
    else void navigate(`/locus?name=${encodeURIComponent(value)}`);
  };

  return (
    <>
      <Box component="form" onSubmit={open} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', my: 3, flexWrap: 'wrap' }}>
        <TextField
          label="Locus or gene model"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
          error={error !== ''}
          helperText={error || 'For example AT1G01010, AT1G01010.1 or FLC'}
          size="small"
        />
        <Button type="submit" variant="contained">
          Open
        </Button>
      </Box>
      <Typography>
        Examples:{' '}
        <Link component={RouterLink} to="/locus?name=AT1G01010">
          AT1G01010 (NAC001)
        </Link>
        ,{' '}
        <Link component={RouterLink} to="/locus?name=AT1G01060">
          AT1G01060 (LHY)
        </Link>
        ,{' '}
        <Link component={RouterLink} to="/gene?name=AT1G01010.1">
          AT1G01010.1
        </Link>
        .
      </Typography>
    </>
  );
}
