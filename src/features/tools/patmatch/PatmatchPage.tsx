import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { toolsServiceAction } from '../toolsServiceAddress';
import { FIELD_IDS, FIELD_ORDER } from './fieldIds';
import { patmatchValuesFromAddress } from './patmatchAddress';
import { HitLimitFields } from './HitLimitFields';
import { MismatchFields } from './MismatchFields';
import { PatmatchSyntaxTable } from './PatmatchSyntaxTable';
import {
  changeMismatch,
  changeSequenceClass,
  defaultPatmatchValues,
  patmatchFields,
  patmatchProblems,
  toggleMismatchKind,
  type PatmatchField,
  type PatmatchValues,
} from './patmatchForm';
import { SearchTargetFields } from './SearchTargetFields';

const TITLE = 'Patmatch';

// Radio buttons need their group's name to move between choices with the arrow keys, so these two post themselves
// (with the same values patmatchFields gives).
const POSTED_BY_RADIOS: ReadonlySet<string> = new Set(['seq_class', 'strand']);

/**
 * 001 §2.7: the pattern matching form. It is a real HTML form posting to the tools service in a new tab (§7); the
 * posted fields are hidden inputs written from the form's values (the radio groups excepted), so what is sent is
 * exactly patmatchFields().
 * A search with a problem is held back and the first field at fault takes the focus. The form starts from the fields in
 * its address, when a results page links back to it.
 */
export function PatmatchPage({ initialValues }: { initialValues?: PatmatchValues }) {
  const { search } = useLocation();
  // A results page's link back to the form carries the search's fields (patmatchAddress.ts).
  const [values, setValues] = useState(() => initialValues ?? patmatchValuesFromAddress(new URLSearchParams(search)));
  // A field's problem shows once it has been left or a search was tried, not while the first letters are typed.
  const [shown, setShown] = useState<ReadonlySet<PatmatchField>>(new Set());
  const problems = useMemo(() => patmatchProblems(values), [values]);
  const fields = useMemo(() => patmatchFields(values), [values]);
  const visible = (field: PatmatchField) => (shown.has(field) ? problems[field] : undefined);
  const show = (field: PatmatchField) => setShown((current) => new Set(current).add(field));
  const change = (next: (current: PatmatchValues) => PatmatchValues) => setValues(next);

  useEffect(() => {
    document.title = `TAIR - ${TITLE}`;
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const first = FIELD_ORDER.find((field) => problems[field] !== undefined);
    if (first === undefined) return; // the browser posts the form to the new tab
    event.preventDefault();
    setShown(new Set(FIELD_ORDER));
    document.getElementById(FIELD_IDS[first])?.focus();
  };

  const reset = () => {
    setValues(defaultPatmatchValues());
    setShown(new Set());
  };

  return (
    <Box sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Tools', to: '/tools/overview' }, { label: TITLE }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Patmatch finds every place where a short nucleotide or peptide pattern occurs in the Arabidopsis sequences you
        choose: transcripts, coding sequences, genomic regions, the chromosomes or the proteins. A pattern may hold
        ambiguity codes, sets of residues, repeats and anchors (see Pattern syntax below), and a hit may differ from
        it by up to 3 insertions, deletions or substitutions.
      </Typography>
      <Typography sx={{ mb: 2 }}>The results open in a new tab, with each hit linked to its gene.</Typography>
      <Box
        component="form"
        method="post"
        action={toolsServiceAction('patmatch')}
        target="_blank"
        noValidate
        aria-label="Pattern search"
        onSubmit={submit}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 2.5,
          '& > *': { maxWidth: '100%' },
          // Buttons, radios and tick boxes show a ring, not only a ripple, when reached from the keyboard.
          '& .Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {Object.entries(fields)
          .filter(([name]) => !POSTED_BY_RADIOS.has(name))
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <SearchTargetFields
          values={values}
          patternProblem={visible('pattern')}
          onSequenceClass={(sequenceClass) => change((current) => changeSequenceClass(current, sequenceClass))}
          onDatabase={(database) => change((current) => ({ ...current, database }))}
          onPattern={(pattern) => change((current) => ({ ...current, pattern }))}
          onPatternBlur={() => show('pattern')}
          onStrand={(strand) => change((current) => ({ ...current, strand }))}
        />
        <MismatchFields
          values={values}
          onMismatch={(mismatch) => change((current) => changeMismatch(current, mismatch))}
          onKind={(kind, ticked) => change((current) => toggleMismatchKind(current, kind, ticked))}
        />
        <HitLimitFields
          values={values}
          problems={{ minSeqHits: visible('minSeqHits'), maxSeqHits: visible('maxSeqHits') }}
          onMaxHits={(maxHits) => change((current) => ({ ...current, maxHits }))}
          onMinSeqHits={(minSeqHits) => change((current) => ({ ...current, minSeqHits }))}
          onMaxSeqHits={(maxSeqHits) => change((current) => ({ ...current, maxSeqHits }))}
          onBlur={show}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained">
            Start Pattern Search
          </Button>
          <Button type="button" variant="outlined" onClick={reset}>
            Reset
          </Button>
        </Box>
      </Box>
      <PatmatchSyntaxTable />
    </Box>
  );
}
