// The zod schema of each stock, community and literature record type's detail response, by the server's type
// name (002 §7): the schemas the pages parse, so a demo record that passes here is one the pages can show.
import type { z } from 'zod/mini';
import { cloneSchema } from '../../schemas/clone';
import { cloneEndSchema } from '../../schemas/cloneEnd';
import { ecotypeSchema } from '../../schemas/ecotype';
import { geneSymbolSchema } from '../../schemas/geneSymbol';
import { germplasmSchema } from '../../schemas/germplasm';
import { hostStrainSchema } from '../../schemas/hostStrain';
import { librarySchema } from '../../schemas/library';
import { organizationSchema } from '../../schemas/organization';
import { personSchema } from '../../schemas/person';
import { polymorphismSchema } from '../../schemas/polymorphism';
import { protocolSchema } from '../../schemas/protocol';
import { publicationSchema } from '../../schemas/publication';
import { vectorSchema } from '../../schemas/vector';

export const communitySchemas = {
  germplasm: germplasmSchema,
  polymorphism: polymorphismSchema,
  ecotype: ecotypeSchema,
  clone: cloneSchema,
  cloneend: cloneEndSchema,
  vector: vectorSchema,
  hoststrain: hostStrainSchema,
  library: librarySchema,
  person: personSchema,
  organization: organizationSchema,
  publication: publicationSchema,
  protocol: protocolSchema,
  genesymbol: geneSymbolSchema,
} satisfies Record<string, z.core.$ZodType>;

/** The record types this group owns. */
export type CommunityRecordType = keyof typeof communitySchemas;
