// The edit-organization form of 000 §2.8: its fields and labels, the values it starts with, and the body of
// PUT organization/update-organization (server/routes/organization.ts).
import { ADDRESS_MAX, accountFormSchema, textProblem } from '../../../../contracts/accounts/fieldRules';
import { organizationLabels as sharedOrganizationLabels } from '../../../../contracts/accounts/formLabels';
import type { Organization } from '../../../../schemas/organization';

/** 000 §2.8: the labels the server's messages use too, and the read-only community id. */
export const organizationLabels = { communityId: 'Community ID', ...sharedOrganizationLabels } as const;

export interface OrganizationValues {
  communityId: string;
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const organizationFieldOrder: readonly (keyof OrganizationValues)[] = ['name', 'address', 'city', 'region', 'postalCode', 'country'];

/** 000 §5: every field required, the address up to 500 characters over its lines. */
export const organizationSchema = accountFormSchema<OrganizationValues>({
  name: (value) => textProblem(value, organizationLabels.name),
  address: (value) => textProblem(value, organizationLabels.address, { max: ADDRESS_MAX, multiline: true }),
  city: (value) => textProblem(value, organizationLabels.city),
  region: (value) => textProblem(value, organizationLabels.region),
  postalCode: (value) => textProblem(value, organizationLabels.postalCode),
  country: (value) => textProblem(value, organizationLabels.country),
});

/** The texts of 000 §8 for this page, character for character. */
export const organizationMessages = {
  loadFailed: 'Error fetching data.',
  updateFailed: 'Failed to update the organization.',
  updated: 'Organization details updated successfully',
} as const;

/** 000 §5: the address is stored with backslashes between its lines and edited one line per line. */
export const addressForEditing = (stored: string) => stored.split('\\').join('\n');

/** The edited address as it is stored: lines trimmed, empty ones dropped, joined by backslashes. */
export const addressForStoring = (edited: string) =>
  edited
    .split(/\r\n|\r|\n|\\/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\\');

export function organizationValuesFrom(key: string, organization: Organization): OrganizationValues {
  return {
    communityId: organization.communityId === null || organization.communityId === undefined ? key : String(organization.communityId),
    name: organization.name,
    address: addressForEditing(organization.address ?? ''),
    city: organization.city ?? '',
    region: organization.region ?? '',
    postalCode: organization.postalCode ?? '',
    country: organization.country ?? '',
  };
}

export function organizationPayload(values: OrganizationValues) {
  return {
    communityId: values.communityId,
    name: values.name.trim(),
    address: addressForStoring(values.address),
    city: values.city.trim(),
    region: values.region.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country.trim(),
  };
}

export function organizationFieldNamed(serverField: string | undefined): keyof OrganizationValues | undefined {
  return serverField && serverField !== 'communityId' && serverField in organizationLabels ? (serverField as keyof OrganizationValues) : undefined;
}
