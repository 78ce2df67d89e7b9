import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { activateBucket } from '../../api/accounts';
import { queryKeys } from '../../api/queryKeys';
import { activationOutcome, activationTexts, type ActivationOutcome } from './activationOutcome';

interface ActivationFields {
  activationCode: string;
}

/**
 * 000 §4 and §5: the activation-code form behind an 'Enter Activation Code' / 'Hide' toggle. A code that is
 * applied clears the field and reloads the usage tracker and the subscription status, which both change.
 */
export function ActivationForm({ partyId, communityId }: { partyId: string; communityId: string }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ActivationOutcome | null>(null);
  const client = useQueryClient();
  const formId = useId();
  const { register, handleSubmit, reset, formState } = useForm<ActivationFields>({ defaultValues: { activationCode: '' } });

  const activate = async ({ activationCode }: ActivationFields) => {
    const code = activationCode.trim();
    // 000 §5: both checks come before any call.
    if (!code) return setOutcome({ ok: false, message: activationTexts.emptyCode });
    if (!partyId) return setOutcome({ ok: false, message: activationTexts.noParty });
    setOutcome(null);
    let result: ActivationOutcome;
    try {
      result = activationOutcome(await activateBucket(code, partyId));
    } catch {
      result = { ok: false, message: activationTexts.networkFailure };
    }
    setOutcome(result);
    if (result.ok) {
      reset();
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.bucketUsage(partyId) }),
        client.invalidateQueries({ queryKey: queryKeys.subscriptionStatus(communityId) }),
      ]);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Button variant="outlined" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Enter Activation Code'}
      </Button>
      {open ? (
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={handleSubmit(activate)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%' }}
        >
          <TextField
            {...register('activationCode')}
            label="Activation code"
            size="small"
            autoComplete="off"
            sx={{ flex: '1 1 12rem', minWidth: 0 }}
          />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Activating...' : 'Activate'}
          </Button>
        </Box>
      ) : null}
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ width: '100%', boxSizing: 'border-box' }}>
          {outcome.message}
        </Alert>
      ) : null}
    </Box>
  );
}
