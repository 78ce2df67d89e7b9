// Stories and tests of the form pages: the form at its route and a stand-in results page that shows the address the
// form submitted to, so a play function or test can read where Submit Query went.
import Typography from '@mui/material/Typography';
import { Route, Routes, useLocation } from 'react-router';
import type { SearchFormConfig } from '../formConfig';
import { SearchFormPage } from './SearchFormPage';

function SubmittedAddress() {
  const location = useLocation();
  return (
    <>
      <Typography component="h1" variant="h5">
        Results
      </Typography>
      <Typography data-testid="results-address">{`${location.pathname}${location.search}`}</Typography>
    </>
  );
}

/** The form's route and /results; the decorator's router starts at the story's `route`. */
export function FormWithResults({ config, presets }: { config: SearchFormConfig; presets?: Record<string, string> }) {
  return (
    <Routes>
      <Route path={`/search/${config.path}`} element={<SearchFormPage config={config} {...(presets ? { presets } : {})} />} />
      <Route path="/results" element={<SubmittedAddress />} />
    </Routes>
  );
}
