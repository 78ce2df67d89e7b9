import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { queryKeys } from '../../../api/queryKeys';
import { useReloadSession, useSession } from '../../../session/useSession';
import { CountryStateFields } from '../forms/CountryStateFields';
import { ErrorSummary, errorMessagesInOrder } from '../forms/ErrorSummary';
import { FlagCheckbox } from '../forms/FlagCheckbox';
import { FormOutcome, type Outcome } from '../forms/FormOutcome';
import { FormSection } from '../forms/FormSection';
import { FormTextField } from '../forms/FormTextField';
import { useDelayedRedirect } from '../forms/useDelayedRedirect';
import {
  credentialsChanged,
  credentialsPayload,
  personFieldNamed,
  personFieldOrder,
  personLabels as labels,
  personMessages,
  personPayload,
  personSchema,
  type PersonValues,
} from './personForm';
import { saveCredentials, savePersonDetails, type SaveResult } from './personSave';

export interface PersonEditFormProps {
  initial: PersonValues;
  /** The member's own record: the username is known, so it is always required. */
  ownRecord: boolean;
  /** The TEST example: shown, never saved. */
  example: boolean;
}

/**
 * 000 §2.7: the login details (saved with update-credentials, only when they change) and the person record
 * (saved with update-person). After both succeed the person page opens, 2 seconds later.
 */
export function PersonEditForm({ initial, ownRecord, example }: PersonEditFormProps) {
  const [savedUserName, setSavedUserName] = useState(initial.userName);
  const form = useForm<PersonValues>({
    defaultValues: initial,
    reValidateMode: 'onSubmit',
    // The rules read the username saved last, which changes after a save.
    resolver: (values, context, options) => zodResolver(personSchema(ownRecord, savedUserName))(values, context, options),
  });
  const session = useSession();
  const reloadSession = useReloadSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectLater = useDelayedRedirect();
  const [summary, setSummary] = useState<string[]>([]);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [saved, setSaved] = useState(false);
  const personPage = `/person?key=${encodeURIComponent(initial.communityId)}`;

  const markField = (result: SaveResult) => {
    if (result.ok) return;
    const field = personFieldNamed(result.field);
    if (field && result.fieldMessage) form.setError(field, { message: result.fieldMessage });
  };

  const onValid = async (values: PersonValues) => {
    setSummary([]);
    setOutcomes([]);
    let shown: Outcome[] = [];
    if (credentialsChanged(values, savedUserName)) {
      const credentials = await saveCredentials(credentialsPayload(values, session));
      if (!credentials.ok) {
        markField(credentials);
        setOutcomes([{ severity: 'error', text: credentials.message }]);
        return;
      }
      // The new login details are in place: a second submit must not send them again.
      setSavedUserName(values.userName.trim());
      form.setValue('password', '');
      form.setValue('password_confirm', '');
      form.setValue('currentPassword', '');
      shown = [{ severity: 'success', text: personMessages.credentialsUpdated }];
      setOutcomes(shown);
      void reloadSession();
    }
    const details = await savePersonDetails(personPayload(values));
    if (!details.ok) {
      markField(details);
      setOutcomes([...shown, { severity: 'error', text: details.message }]);
      return;
    }
    setOutcomes([...shown, { severity: 'success', text: personMessages.detailsUpdated }]);
    setSaved(true);
    // The person page and the session show the new details next time they are read.
    const key = values.communityId;
    void queryClient.invalidateQueries({ queryKey: queryKeys.record('person', key), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.personDetails(key), refetchType: 'none' });
    if (ownRecord) void reloadSession();
    redirectLater(() => void navigate(personPage));
  };

  const onInvalid = (errors: FieldErrors<PersonValues>) => {
    setOutcomes([]);
    setSummary(errorMessagesInOrder(errors, personFieldOrder));
  };

  const submitting = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <ErrorSummary messages={summary} />
      {outcomes.map((outcome) => (
        <FormOutcome key={outcome.text} outcome={outcome} />
      ))}
      <Box component="form" noValidate aria-label="Edit person" onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <FormSection title="Login details">
          <FormTextField name="communityId" label={labels.communityId} readOnly hint="A community id never changes." />
          <FormTextField
            name="userName"
            label={labels.userName}
            required={ownRecord}
            autoComplete="username"
            hint={ownRecord ? undefined : 'Leave empty to keep the current username and password.'}
          />
          <FormTextField
            name="password"
            label={labels.password}
            type="password"
            autoComplete="new-password"
            hint="Leave empty to keep the current password; a new one has 6 to 10 characters."
            clearsErrorsOf={['password_confirm', 'userName']}
          />
          <FormTextField
            name="password_confirm"
            label={labels.password_confirm}
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            name="currentPassword"
            label={labels.currentPassword}
            type="password"
            autoComplete="current-password"
            hint={
              ownRecord
                ? 'Needed to change your username or password.'
                : 'Your own password: needed to change this member’s username or password.'
            }
          />
        </FormSection>
        <FormSection title="Person details">
          <FormTextField name="firstName" label={labels.firstName} required autoComplete="given-name" />
          <FormTextField name="lastName" label={labels.lastName} required autoComplete="family-name" />
          <FormTextField name="email" label={labels.email} required type="email" autoComplete="email" />
          <FormTextField name="institutionName" label={labels.institutionName} autoComplete="organization" />
          <CountryStateFields countryName="country" stateName="region" countryLabel={labels.country} stateLabel={labels.region} />
        </FormSection>
        <FormSection title="E-mail preferences">
          <FlagCheckbox name="sendEmail" label={labels.sendEmail} description="Send TAIR news and announcements by e-mail." />
          <FlagCheckbox name="displayEmail" label={labels.displayEmail} description="Show the e-mail address on the public person page." />
        </FormSection>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={example || submitting || saved}>
            {submitting ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button component={RouterLink} to={personPage}>
            Cancel
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
