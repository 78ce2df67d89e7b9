import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { updateOrganization } from '../../../api/accounts';
import type { ApiAnswer } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ErrorSummary, errorMessagesInOrder } from '../forms/ErrorSummary';
import { FormOutcome, type Outcome } from '../forms/FormOutcome';
import { FormSection } from '../forms/FormSection';
import { FormTextField } from '../forms/FormTextField';
import { serverErrorOf, serverFieldOf } from '../forms/serverAnswer';
import { useDelayedRedirect } from '../forms/useDelayedRedirect';
import {
  organizationFieldNamed,
  organizationFieldOrder,
  organizationLabels as labels,
  organizationMessages,
  organizationPayload,
  organizationSchema,
  type OrganizationValues,
} from './organizationForm';

/** 000 §2.8: every field required; after a save the organization page opens, 2 seconds later. */
export function OrganizationEditForm({ initial }: { initial: OrganizationValues }) {
  const form = useForm<OrganizationValues>({ defaultValues: initial, reValidateMode: 'onSubmit', resolver: zodResolver(organizationSchema) });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectLater = useDelayedRedirect();
  const [summary, setSummary] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saved, setSaved] = useState(false);
  const organizationPage = `/organization?key=${encodeURIComponent(initial.communityId)}`;

  const onValid = async (values: OrganizationValues) => {
    setSummary([]);
    setOutcome(null);
    let answer: ApiAnswer | null = null;
    try {
      answer = await updateOrganization(organizationPayload(values));
    } catch {
      // No answer at all: the same message as a refusal.
    }
    if (!answer?.ok) {
      const field = organizationFieldNamed(serverFieldOf(answer?.body));
      const error = serverErrorOf(answer?.body);
      if (field && error) form.setError(field, { message: error });
      setOutcome({ severity: 'error', text: organizationMessages.updateFailed });
      return;
    }
    setOutcome({ severity: 'success', text: organizationMessages.updated });
    setSaved(true);
    // The organization page reads the record afresh when it opens.
    void queryClient.invalidateQueries({ queryKey: queryKeys.record('organization', values.communityId), refetchType: 'none' });
    redirectLater(() => void navigate(organizationPage));
  };

  const onInvalid = (errors: FieldErrors<OrganizationValues>) => {
    setOutcome(null);
    setSummary(errorMessagesInOrder(errors, organizationFieldOrder));
  };

  const submitting = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <ErrorSummary messages={summary} />
      {outcome && <FormOutcome outcome={outcome} />}
      <Box component="form" noValidate aria-label="Edit organization" onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <FormSection title="Organization details">
          <FormTextField name="communityId" label={labels.communityId} readOnly hint="A community id never changes." />
          <FormTextField name="name" label={labels.name} required autoComplete="organization" />
        </FormSection>
        <FormSection title="Address">
          <FormTextField
            name="address"
            label={labels.address}
            required
            multiline
            minRows={3}
            hint="One line per line of the address."
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField name="city" label={labels.city} required autoComplete="address-level2" />
          <FormTextField name="region" label={labels.region} required autoComplete="address-level1" />
          <FormTextField name="postalCode" label={labels.postalCode} required autoComplete="postal-code" />
          <FormTextField name="country" label={labels.country} required autoComplete="country-name" />
        </FormSection>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={submitting || saved}>
            {submitting ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button component={RouterLink} to={organizationPage}>
            Cancel
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
