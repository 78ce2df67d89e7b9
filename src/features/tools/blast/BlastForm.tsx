import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toolsServiceAction } from '../toolsServiceAddress';
import { BlastAdvancedOptions, REPLY_TO_FIELD_ID } from './BlastAdvancedOptions';
import { firstDatasetFor, flag, type BlastPrefill } from './blastFormModel';
import { BlastQueryFields, QUERY_FIELD_ID } from './BlastQueryFields';
import { useBlastForm } from './useBlastForm';

const ADVANCED_ID = 'blast-advanced-options';

// Keyboard focus must show on buttons, tick boxes and radios too (the theme turns the ripple off).
const focusRing = { '& .Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/**
 * The BLAST form (001 §2.6). Run BLAST sends it as a real HTML form to the tools service, with the field names of
 * 001 §3.4, and the browser opens the results in a new tab; a query that cannot run is stopped here with a sentence
 * saying why, and the field is focused.
 */
export function BlastForm({ prefill }: { prefill: BlastPrefill }) {
  const form = useBlastForm(prefill);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { values, problems } = form;
  const problemTexts = Object.values(problems);

  const run = (event: FormEvent<HTMLFormElement>) => {
    const fault = form.approveRun();
    if (!fault) return; // the browser sends the form
    event.preventDefault();
    // The first field at fault takes focus. The e-mail address sits in the advanced options, which open first: a
    // closed section's fields cannot take focus.
    if (fault === 'ReplyTo') flushSync(() => setAdvancedOpen(true));
    document.getElementById(fault === 'ReplyTo' ? REPLY_TO_FIELD_ID : QUERY_FIELD_ID)?.focus();
  };

  return (
    <Box
      component="form"
      method="post"
      action={toolsServiceAction('blast')}
      target="_blank"
      noValidate
      aria-label="BLAST"
      onSubmit={run}
      sx={{ display: 'grid', gap: 2.5, ...focusRing }}
    >
      {/* The dataset the tools service falls back on when none is chosen: the program's first. */}
      <input type="hidden" name="default_db" value={firstDatasetFor(values.algorithm)} />
      <input type="hidden" name="QueryFilter" value={flag(values.QueryFilter)} />
      <input type="hidden" name="GappedAlignment" value={flag(values.GappedAlignment)} />
      <BlastQueryFields form={form} />
      <Box>
        <Button
          type="button"
          variant="text"
          aria-expanded={advancedOpen}
          aria-controls={ADVANCED_ID}
          onClick={() => setAdvancedOpen((open) => !open)}
          sx={{ px: 1 }}
        >
          <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: '1em', transform: advancedOpen ? 'rotate(90deg)' : 'none', transition: 'transform 150ms' }}>
            ▸
          </Box>
          Advanced options
        </Button>
        {/* Kept in the page while closed, so its fields are sent either way. */}
        <Collapse in={advancedOpen} id={ADVANCED_ID}>
          <BlastAdvancedOptions form={form} />
        </Collapse>
      </Box>
      {problemTexts.length > 0 && (
        <Alert severity="error" role="alert">
          {problemTexts.join(' ')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          Run BLAST
        </Button>
        <Button type="button" variant="outlined" onClick={form.reset}>
          Reset
        </Button>
      </Box>
    </Box>
  );
}
