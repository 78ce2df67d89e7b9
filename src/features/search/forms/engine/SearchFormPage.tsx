import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { SearchFormConfig } from '../formConfig';
import { buildPayload } from './buildPayload';
import { controlId } from './controls/controlProps';
import { changeValue, defaultValues, settleHidden, type FormValue } from './formModel';
import { LiveCountLine } from './LiveCountLine';
import { PageBreadcrumbs } from '../../../../ui/PageBreadcrumbs';
import { SectionView } from './SectionView';
import { resultsPathFor } from './submitSearch';
import { useLiveCount } from './useLiveCount';
import { valuesFromQuery, valuesToQuery } from './urlState';

const queryText = (search: string) => search.replace(/^\?/, '');

function FormButtons({ onReset, place }: { onReset: () => void; place: 'top' | 'bottom' }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 2 }} data-place={place}>
      <Button type="button" variant="outlined" onClick={onReset}>
        Reset
      </Button>
      <Button type="submit" variant="contained">
        Submit Query
      </Button>
    </Box>
  );
}

// Enter in a field submits (001 §2.2). Browsers do so for text boxes only; selects, tick boxes and radios follow.
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const isField = target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== 'file');
  if (!isField) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/**
 * The one form engine: renders a form config (breadcrumb, title, Help link, text, Reset and Submit Query at the top
 * and bottom, its sections), keeps the values in the page address as they change, counts the matches as they
 * stand and submits to the results page. `presets` are the route's own defaults (/search/vector).
 */
const NO_PRESETS: Readonly<Record<string, string>> = {};

export function SearchFormPage({ config, presets = NO_PRESETS }: { config: SearchFormConfig; presets?: Readonly<Record<string, string>> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(() => valuesFromQuery(config, new URLSearchParams(location.search), presets));
  // The query this page last wrote; any other change of the address (a menu link to the empty form) is read back.
  const written = useRef(queryText(location.search));
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [storageProblem, setStorageProblem] = useState<string>();

  useEffect(() => {
    document.title = `TAIR - ${config.title}`;
  }, [config.title]);

  useEffect(() => {
    const query = queryText(location.search);
    if (query === written.current) return;
    written.current = query;
    setValues(valuesFromQuery(config, new URLSearchParams(query), presets));
  }, [config, location.search, presets]);

  useEffect(() => {
    const query = valuesToQuery(config, values, presets).toString();
    if (query === written.current) return;
    written.current = query;
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true });
  }, [config, values, presets, navigate]);

  const built = useMemo(() => buildPayload(config, values), [config, values]);
  const problems = useMemo(() => new Map(built.problems.map((problem) => [problem.key, problem.message])), [built.problems]);
  const count = useLiveCount(config.count.endpoint, built.payload, built.problems.length === 0);

  const setValue = useCallback((key: string, value: FormValue) => setValues((current) => changeValue(config, current, key, value)), [config]);
  const reset = () => {
    setValues(settleHidden(config, { ...defaultValues(config), ...presets }));
    setTriedSubmit(false);
    setStorageProblem(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (built.problems.length > 0) {
      setTriedSubmit(true);
      document.getElementById(controlId(built.problems[0]!.key))?.focus();
      return;
    }
    try {
      void navigate(resultsPathFor(config, built.payload));
    } catch {
      setStorageProblem("The search could not be saved in this browser's storage (it may be full or turned off), so the results page cannot read it.");
    }
  };

  return (
    <Box sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Search', to: '/search/overview' }, { label: config.breadcrumb }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {config.title}
      </Typography>
      <Link component={RouterLink} to={config.help ?? '/help#searching'}>
        Help
      </Link>
      {config.description.map((paragraph) => (
        <Typography key={paragraph} sx={{ mt: 1 }}>
          {paragraph}
        </Typography>
      ))}
      <Box component="form" noValidate aria-label={config.title} onSubmit={submit} onKeyDown={submitOnEnter}>
        <FormButtons onReset={reset} place="top" />
        {config.sections.map((section) => (
          <SectionView key={section.id} config={config} section={section} values={values} problems={problems} setValue={setValue} />
        ))}
        {/* Shown after a refused submit, and only while a problem remains. */}
        {((triedSubmit && built.problems.length > 0) || storageProblem) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {storageProblem ?? `Please correct the form before searching: ${built.problems.map((problem) => problem.message).join(' ')}`}
          </Alert>
        )}
        <FormButtons onReset={reset} place="bottom" />
        <LiveCountLine count={count} nouns={config.count} />
      </Box>
    </Box>
  );
}
