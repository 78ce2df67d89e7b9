import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { isSymbolTaken } from './geneClassSymbolApi';
import { detailFormHref, INFO_PAGE, registrationCrumbs } from './registrationPaths';
import { symbolMessages } from './symbolMessages';
import { canCheckSymbol, isSymbolType, normalizeSymbol, symbolError, symbolTypeError } from './symbolRules';
import { SymbolTypeField } from './SymbolTypeField';
import { useTimedMessage } from './useTimedMessage';

const HEADING = 'Register a Gene Class Symbol';

/**
 * /submit/gene_class_symbol_registration/form (001 §2.10, §5): the symbol type and the symbol, checked as typed;
 * Submit asks whether the symbol is taken and, when it is free, opens the detail form for it. The address may
 * carry geneClassSymbol and symbolType (the detail form's way back here), which fill the fields.
 */
/** What a disabled Submit still waits for, said beside it; null once it can be pressed. */
function missingForSubmit(symbolType: string, symbol: string): string | null {
  const type = symbolTypeError(symbolType) !== null;
  const name = symbolError(symbol) !== null;
  if (type && name) return 'To submit, choose what the symbol is based on and type a symbol of 2 to 5 letters.';
  if (type) return 'To submit, choose what the symbol is based on.';
  if (name) return 'To submit, type a symbol of 2 to 5 letters, not starting with AT.';
  return null;
}

export function SymbolFormPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [symbolType, setSymbolType] = useState(() => (isSymbolType(query.get('symbolType')) ? (query.get('symbolType') ?? '') : ''));
  const [symbol, setSymbol] = useState(() => normalizeSymbol(query.get('geneClassSymbol') ?? ''));
  const [touched, setTouched] = useState({ symbolType: false, symbol: symbol !== '' });
  const [checking, setChecking] = useState(false);
  const [lookupFailed, setLookupFailed] = useState(false);
  const conflict = useTimedMessage();

  useEffect(() => {
    document.title = `TAIR - ${HEADING}`;
  }, []);

  // A message appears once the field was left or typed in, not on a fresh form.
  const shownSymbolError = touched.symbol || symbol !== '' ? symbolError(symbol) : null;
  const shownTypeError = touched.symbolType || touched.symbol ? symbolTypeError(symbolType) : null;
  const ready = canCheckSymbol({ symbolType, symbol }) && !checking;
  const missing = checking ? null : missingForSubmit(symbolType, symbol);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !isSymbolType(symbolType)) return;
    conflict.clear();
    setLookupFailed(false);
    setChecking(true);
    let taken: boolean;
    try {
      taken = await isSymbolTaken(symbol);
    } catch {
      setChecking(false);
      setLookupFailed(true);
      return;
    }
    setChecking(false);
    if (taken) conflict.show(symbolMessages.symbolExists);
    else void navigate(detailFormHref(symbol, symbolType));
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageBreadcrumbs crumbs={[...registrationCrumbs, { label: 'Gene Class Symbol Registration', to: INFO_PAGE }, { label: HEADING }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {HEADING}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Choose what the symbol is based on and type the symbol: 2 to 5 letters (3 or 4 are best), no numbers, not
        starting with AT. Submit checks that the symbol is free, then asks for its details.
      </Typography>
      <Box component="form" noValidate aria-label="Gene class symbol" onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 3 }}>
        <SymbolTypeField
          value={symbolType}
          onChange={(value) => {
            setSymbolType(value);
            setTouched((before) => ({ ...before, symbolType: true }));
          }}
          onBlur={() => setTouched((before) => ({ ...before, symbolType: true }))}
          error={shownTypeError}
        />
        <TextField
          label="Gene class symbol"
          name="geneClassSymbol"
          required
          value={symbol}
          onChange={(event) => {
            setSymbol(normalizeSymbol(event.target.value));
            conflict.clear();
            setLookupFailed(false);
          }}
          onBlur={() => setTouched((before) => ({ ...before, symbol: true }))}
          error={Boolean(shownSymbolError)}
          helperText={shownSymbolError ?? 'Letters A-Z; typed letters become capitals.'}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          sx={{ maxWidth: 320 }}
        />
        {conflict.message && <Alert severity="warning">{conflict.message}</Alert>}
        {lookupFailed && <Alert severity="error">{symbolMessages.lookupFailed}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!ready} aria-describedby={missing ? 'symbol-submit-missing' : undefined}>
            {checking ? 'Checking...' : 'Submit'}
          </Button>
          <Link component={RouterLink} to={INFO_PAGE}>
            Back to Gene Class Symbol Registration
          </Link>
        </Box>
        {missing && (
          <Typography id="symbol-submit-missing" variant="body2" color="text.secondary" sx={{ mt: -2 }}>
            {missing}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
