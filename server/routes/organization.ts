// The organization call of 000 §7:
//   PUT /api/organization/update-organization  { communityId, name, address, city, region, postalCode, country }
//       → { success, message }. Every field is required (000 §5); the address may come with newlines or
//       backslashes between its lines and is stored with backslashes (000 §2.8, §5). Needs a login (401) and,
//       per 000 §6, an affiliation with the organization or a curator's rights (403). The organization's detail
//       record is updated, with dateLastUpdated set to today.
import type { FastifyInstance } from 'fastify';
import { parseId } from '../accounts/communityRecords';
import { fieldError, forbidden, mayEditOrganization, requireLogin, type AccountsContext } from '../accounts/http';
import { ADDRESS_MAX } from '../../contracts/accounts/fieldRules';
import { organizationLabels } from '../../contracts/accounts/formLabels';
import { FieldError, bodyOf, messages, requiredText } from '../accounts/validation';
import { isoDate } from '../subscriptions/usage';


export { organizationLabels };

/** The address lines, trimmed and without empty ones, joined by backslashes (000 §5). */
export function storedAddress(address: string): string {
  return address
    .split(/\r\n|\r|\n|\\/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\\');
}

function readOrganizationForm(body: Record<string, unknown>) {
  const labels = organizationLabels;
  const address = storedAddress(requiredText(bodyWithFlatAddress(body), 'address', labels.address, ADDRESS_MAX));
  if (!address) throw new FieldError('address', messages.required(labels.address));
  return {
    name: requiredText(body, 'name', labels.name),
    address,
    city: requiredText(body, 'city', labels.city),
    region: requiredText(body, 'region', labels.region),
    postalCode: requiredText(body, 'postalCode', labels.postalCode),
    country: requiredText(body, 'country', labels.country),
  };
}

/** Line breaks are allowed in the address (the English-only rule is about the characters of each line). */
function bodyWithFlatAddress(body: Record<string, unknown>) {
  const address = body.address;
  return typeof address === 'string' ? { ...body, address: address.replace(/\r\n|\r|\n/g, '\\') } : body;
}

export async function organizationRoutes(app: FastifyInstance, { context }: { context: AccountsContext }): Promise<void> {
  const { store } = context;

  app.put('/api/organization/update-organization', async (request, reply) => {
    const login = await requireLogin(context, request, reply);
    if (!login) return reply;
    const body = bodyOf(request.body);
    const communityId = parseId(body.communityId);
    if (communityId === null) return reply.code(400).send({ error: 'communityId must be a community id.', field: 'communityId' });
    if (!(await mayEditOrganization(context, login, communityId))) {
      return forbidden(reply, 'You can edit the organizations you are affiliated with only.');
    }
    let form: ReturnType<typeof readOrganizationForm>;
    try {
      form = readOrganizationForm(body);
    } catch (error) {
      if (error instanceof FieldError) return fieldError(reply, error);
      throw error;
    }
    const updated = await store.transaction((stores) =>
      stores.community.patch('organization', communityId, { ...form, dateLastUpdated: isoDate(new Date()) }),
    );
    if (!updated) return reply.code(404).send({ error: `No organization has the community id ${communityId}.` });
    return { success: true, message: 'Organization details updated successfully' };
  });
}
