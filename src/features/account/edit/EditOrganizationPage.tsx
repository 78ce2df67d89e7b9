import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { getRecordDetail } from '../../../api/endpoints';
import { queryKeys } from '../../../api/queryKeys';
import { organizationSchema, type Organization } from '../../../../schemas/organization';
import { Notice } from '../../../ui/Notice';
import { OrganizationEditForm } from './OrganizationEditForm';
import { organizationMessages, organizationValuesFrom } from './organizationForm';

/**
 * /edit/organization?key= (000 §2.8): an affiliated member or a curator edits an organization's name and address.
 * The route's guard has already checked who may. The record is read through the organization page's cache.
 */
export function EditOrganizationPage() {
  const [params] = useSearchParams();
  const key = (params.get('key') ?? '').trim();
  const record = useQuery({
    queryKey: queryKeys.record('organization', key),
    queryFn: ({ signal }) => getRecordDetail('organization', key, signal),
    enabled: key !== '',
    select: (response) => z.safeParse(organizationSchema, response),
  });

  useEffect(() => {
    document.title = 'TAIR - Edit Organization';
  }, []);

  const parsed = record.data;
  const failed = key === '' || (record.isError && !parsed) || (parsed !== undefined && (!parsed.success || !parsed.data));

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Edit Organization
      </Typography>
      {failed ? (
        <Notice tone="error">{organizationMessages.loadFailed}</Notice>
      ) : parsed?.success ? (
        <OrganizationEditForm key={key} initial={organizationValuesFrom(key, parsed.data as Organization)} />
      ) : (
        <Typography role="status">Loading...</Typography>
      )}
    </Box>
  );
}
