import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { institutionQuery } from '../../session/useSession';
import { accountType } from './accountType';

/** 000 §4: basic or institutional account, with or without Gene Class Symbol registration. */
export function AccountType({ registeringForAbrc }: { registeringForAbrc: boolean }) {
  // The same cached institution as the header's (useInstitution), read here with its loading state so that a
  // subscribed institution never flashes as 'Basic TAIR Account' first.
  const { data: institution, isPending } = useQuery(institutionQuery);
  if (isPending || !institution) return <Typography>Account type: Loading ...</Typography>;
  const type = accountType(institution, registeringForAbrc);
  return (
    <>
      <Typography>
        Account type: <strong>{type.sentence}</strong>
      </Typography>
      {type.note ? (
        <Typography variant="body2" color="text.secondary">
          {type.note}
        </Typography>
      ) : null}
    </>
  );
}
