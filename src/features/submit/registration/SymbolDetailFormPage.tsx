import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../session/useSession';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { ErrorSummary } from '../../account/forms/ErrorSummary';
import { FormSection } from '../../account/forms/FormSection';
import { AssociatedLociField } from './AssociatedLociField';
import { AssociationsSection } from './AssociationsSection';
import {
  buildSubmission,
  detailFieldOrder,
  detailFormErrors,
  detailLabels,
  needsPhenotypeClass,
  submitterFromSession,
  type DetailField,
  type DetailFormValues,
} from './detailRules';
import { submitSymbol } from './geneClassSymbolApi';
import { INFO_PAGE, registrationCrumbs, SYMBOL_FORM } from './registrationPaths';
import { MESSAGE_MS, symbolMessages } from './symbolMessages';
import { isSymbolType, normalizeSymbol } from './symbolRules';
import { SymbolTypeField } from './SymbolTypeField';
import { SubmitterSection } from './SubmitterSection';

const HEADING = 'Gene Class Symbol Details';

function initialValues(query: URLSearchParams): DetailFormValues {
  const symbolType = query.get('symbolType');
  return {
    geneClassSymbol: normalizeSymbol(query.get('geneClassSymbol') ?? ''),
    symbolType: isSymbolType(symbolType) ? symbolType : '',
    fullName: '',
    phenotypeClass: '',
    additionalDetails: '',
    numberOfAssociatedLoci: '',
    commentText: '',
    loci: [],
    publications: [],
    submitter: { firstName: '', lastName: '', email: '', institution: '' },
  };
}

/** Sent; refused because the symbol was registered meanwhile (409); or any other failure. */
type Outcome = 'submitted' | 'taken' | 'failed' | null;

const outcomeText = { submitted: symbolMessages.submitted, taken: symbolMessages.symbolExists, failed: symbolMessages.submitFailed } as const;

/**
 * /submit/gene_class_symbol_detail_registration/form (the route GeneClassSymbolDetailRegistrationForm, 001 §2.10,
 * §3.6): the details of a checked symbol, named by the query's geneClassSymbol and symbolType. A sent form shows
 * the success message and returns to the info page after 5 seconds.
 */
export function SymbolDetailFormPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const session = useSession();
  const [values, setValues] = useState(() => initialValues(query));
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const returnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    document.title = `TAIR - ${HEADING}`;
    return () => clearTimeout(returnTimer.current);
  }, []);

  // The submitter fields are filled once from the member's profile, when it has arrived.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || session.loading || !session.loggedIn) return;
    prefilled.current = true;
    setValues((before) => ({ ...before, submitter: submitterFromSession(session) }));
  }, [session]);

  // Errors show once a submit was tried, and then follow every change.
  const errors = checked ? detailFormErrors(values) : {};
  const set = <K extends keyof DetailFormValues>(name: K, value: DetailFormValues[K]) => setValues((before) => ({ ...before, [name]: value }));

  const focusField = (field: DetailField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setOutcome(null);
    const found = detailFormErrors(values);
    const first = detailFieldOrder.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    setSending(true);
    let answer: Outcome = 'failed';
    try {
      const { ok, status } = await submitSymbol(buildSubmission(values, session.communityId));
      answer = ok ? 'submitted' : status === 409 ? 'taken' : 'failed';
    } catch {
      answer = 'failed';
    }
    setSending(false);
    setOutcome(answer);
    if (answer === 'submitted') returnTimer.current = setTimeout(() => void navigate(INFO_PAGE), MESSAGE_MS);
  };

  const submitted = outcome === 'submitted';
  const summary = detailFieldOrder.flatMap((field) => (errors[field] ? [errors[field]] : []));
  const symbolFormHref = `${SYMBOL_FORM}?${new URLSearchParams({ geneClassSymbol: values.geneClassSymbol, symbolType: values.symbolType }).toString()}`;

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageBreadcrumbs crumbs={[...registrationCrumbs, { label: 'Gene Class Symbol Registration', to: INFO_PAGE }, { label: HEADING }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {HEADING}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Tell the curators what the symbol stands for and which genes it names. Fields marked * are required. Only
        TAIR curators see your comments and the loci and publications you list.{' '}
        <Link component={RouterLink} to={symbolFormHref}>
          Choose another symbol
        </Link>
        .
      </Typography>
      <ErrorSummary messages={summary} />
      <Box component="form" ref={formRef} noValidate aria-label={HEADING} onSubmit={(event) => void onSubmit(event)}>
        <FormSection title="The symbol">
          <TextField
            name="geneClassSymbol"
            label={detailLabels.geneClassSymbol}
            required
            value={values.geneClassSymbol}
            onChange={(event) => set('geneClassSymbol', normalizeSymbol(event.target.value))}
            error={Boolean(errors.geneClassSymbol)}
            helperText={errors.geneClassSymbol}
            autoComplete="off"
          />
          <TextField
            name="fullName"
            label={detailLabels.fullName}
            required
            value={values.fullName}
            onChange={(event) => set('fullName', event.target.value)}
            error={Boolean(errors.fullName)}
            helperText={errors.fullName ?? 'What the symbol stands for, e.g. LEAFY for LFY.'}
          />
          <SymbolTypeField value={values.symbolType} onChange={(value) => set('symbolType', isSymbolType(value) ? value : '')} error={errors.symbolType ?? null} />
          {needsPhenotypeClass(values.symbolType) && (
            <TextField
              name="phenotypeClass"
              label={detailLabels.phenotypeClass}
              required
              value={values.phenotypeClass}
              onChange={(event) => set('phenotypeClass', event.target.value)}
              error={Boolean(errors.phenotypeClass)}
              helperText={errors.phenotypeClass ?? 'The kind of phenotype, e.g. flowering time.'}
            />
          )}
          <AssociatedLociField
            value={values.numberOfAssociatedLoci}
            onChange={(value) => set('numberOfAssociatedLoci', value === '1' || value === '2' || value === '3' ? value : '')}
            error={errors.numberOfAssociatedLoci}
          />
        </FormSection>
        <AssociationsSection
          loci={values.loci}
          publications={values.publications}
          onLociChange={(loci) => set('loci', loci)}
          onPublicationsChange={(publications) => set('publications', publications)}
        />
        <FormSection title="More about the symbol">
          <TextField
            name="additionalDetails"
            label={detailLabels.additionalDetails}
            multiline
            minRows={3}
            value={values.additionalDetails}
            onChange={(event) => set('additionalDetails', event.target.value)}
          />
          <TextField
            name="commentText"
            label={detailLabels.commentText}
            multiline
            minRows={3}
            value={values.commentText}
            onChange={(event) => set('commentText', event.target.value)}
            helperText="Seen by TAIR curators only."
          />
        </FormSection>
        <SubmitterSection value={values.submitter} />
        {outcome && (
          <Alert severity={submitted ? 'success' : 'error'} role={submitted ? 'status' : 'alert'} sx={{ mb: 2 }}>
            {outcomeText[outcome]}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={sending || submitted}>
            {sending ? 'Submitting...' : 'Submit'}
          </Button>
          <Link component={RouterLink} to={INFO_PAGE}>
            Back to Gene Class Symbol Registration
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
