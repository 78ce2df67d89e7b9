import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { registerPerson } from '../../../api/accounts';
import type { ApiAnswer } from '../../../api/client';
import { CountryStateFields } from '../forms/CountryStateFields';
import { ErrorSummary, errorMessagesInOrder } from '../forms/ErrorSummary';
import { FlagCheckbox } from '../forms/FlagCheckbox';
import { FormOutcome, type Outcome } from '../forms/FormOutcome';
import { FormSection } from '../forms/FormSection';
import { FormTextField } from '../forms/FormTextField';
import { formMessages } from '../forms/formMessages';
import { serverErrorOf, serverErrorOrText, serverFieldOf } from '../forms/serverAnswer';
import { useDelayedRedirect } from '../forms/useDelayedRedirect';
import {
  LOGIN_PAGE,
  emptyRegistration,
  registrationFieldOrder,
  registrationLabels as labels,
  registrationMessages,
  registrationPayload,
  registrationSchema,
  type RegistrationValues,
} from './registrationForm';

const openLoginPageInThisWindow = () => window.location.assign(LOGIN_PAGE);

export interface RegisterPageProps {
  /** Opens the login page once the account exists; the whole page loads, as after any login. */
  openLoginPage?: () => void;
}

/** /register (000 §2.5): create an account; the login page opens once it exists. */
export function RegisterPage({ openLoginPage = openLoginPageInThisWindow }: RegisterPageProps) {
  const headingId = useId();
  const form = useForm<RegistrationValues>({
    defaultValues: emptyRegistration,
    reValidateMode: 'onSubmit',
    resolver: zodResolver(registrationSchema),
  });
  const [summary, setSummary] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [registered, setRegistered] = useState(false);
  const redirectLater = useDelayedRedirect();

  useEffect(() => {
    document.title = 'TAIR - Create Your Account';
  }, []);

  const onValid = async (values: RegistrationValues) => {
    setSummary([]);
    setOutcome(null);
    let answer: ApiAnswer;
    try {
      answer = await registerPerson(registrationPayload(values));
    } catch {
      setOutcome({ severity: 'error', text: formMessages.unexpected });
      return;
    }
    if (answer.ok) {
      setRegistered(true);
      setOutcome({ severity: 'success', text: registrationMessages.success });
      redirectLater(openLoginPage);
      return;
    }
    // 000 §8: the server's own words, else the general message; a refusal about one field also marks that field.
    const text = serverErrorOrText(answer.body) ?? formMessages.unexpected;
    const field = serverFieldOf(answer.body);
    if (field && field in labels && serverErrorOf(answer.body)) form.setError(field as keyof RegistrationValues, { message: text });
    setOutcome({ severity: 'error', text });
  };

  const onInvalid = (errors: FieldErrors<RegistrationValues>) => {
    setOutcome(null);
    setSummary(errorMessagesInOrder(errors, registrationFieldOrder));
  };

  const submitting = form.formState.isSubmitting;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography id={headingId} variant="h4" component="h1" gutterBottom>
        Create Your Account
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Already registered?{' '}
        <Link component={RouterLink} to={LOGIN_PAGE}>
          Log in
        </Link>
        . Fields marked * are required; please use English characters only.
      </Typography>
      <ErrorSummary messages={summary} />
      {outcome && <FormOutcome outcome={outcome} />}
      <FormProvider {...form}>
        <Box component="form" noValidate aria-labelledby={headingId} onSubmit={form.handleSubmit(onValid, onInvalid)}>
          <FormSection title="Login details">
            <FormTextField name="username" label={labels.username} required autoComplete="username" />
            <FormTextField name="email" label={labels.email} required type="email" autoComplete="email" />
            <FormTextField
              name="password"
              label={labels.password}
              required
              type="password"
              autoComplete="new-password"
              hint="6 to 10 characters."
              clearsErrorsOf={['password_confirm']}
            />
            <FormTextField
              name="password_confirm"
              label={labels.password_confirm}
              required
              type="password"
              autoComplete="new-password"
            />
          </FormSection>
          <FormSection title="About you">
            <FormTextField name="firstName" label={labels.firstName} required autoComplete="given-name" />
            <FormTextField name="lastName" label={labels.lastName} required autoComplete="family-name" />
            <FormTextField name="institutionName" label={labels.institutionName} required autoComplete="organization" />
            <CountryStateFields countryName="country" stateName="state" countryLabel={labels.country} stateLabel={labels.state} />
          </FormSection>
          <FormSection title="E-mail and symbol preferences">
            <FlagCheckbox name="okMail" label={labels.okMail} description="Send me TAIR news and announcements by e-mail." />
            <FlagCheckbox name="okEmailDisplay" label={labels.okEmailDisplay} description="Show my e-mail address on my public person page." />
            <FlagCheckbox
              name="okGeneSymbol"
              label={labels.okGeneSymbol}
              description="I plan to register gene class symbols with TAIR."
            />
          </FormSection>
          <Button type="submit" variant="contained" disabled={submitting || registered}>
            {submitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </Box>
      </FormProvider>
    </Box>
  );
}
