// The calls behind the gene family pages: the static historical list (GET browse/gene-families) and one family
// with its member loci when the dataset has them (GET browse/gene-family?key=). A 404 means the list has no
// family with the key; anything else is a failure.
import * as z from 'zod/mini';
import { ApiError } from '../../../api/client';
import { geneFamiliesCall, geneFamilyCall, takeBrowseGet } from '../browseEarlyCalls';

/** 002 §2.1: a family's page is addressed by its key. */
export const familyPath = (key: string) => `/browse/gene_family/${encodeURIComponent(key)}`;
export const GENE_FAMILIES_PATH = '/browse/gene_family';

export const geneFamilyQueryKeys = {
  list: ['browse', 'gene-families'] as const,
  family: (key: string) => ['browse', 'gene-family', key] as const,
};

const submitterSchema = z.object({ type: z.enum(['person', 'organization']), communityId: z.number(), name: z.string() });

const listedFamilySchema = z.object({
  key: z.string(),
  name: z.string(),
  countText: z.nullable(z.string()),
  submitter: submitterSchema,
});

const memberSchema = z.object({ name: z.string(), locusId: z.nullable(z.string()), symbol: z.nullable(z.string()), fullName: z.nullable(z.string()) });

const familyPageSchema = z.extend(listedFamilySchema, {
  description: z.nullable(z.string()),
  dateLastModified: z.nullable(z.string()),
  hasRecord: z.boolean(),
  members: z.array(memberSchema),
});

export type ListedFamily = z.infer<typeof listedFamilySchema>;
export type FamilySubmitter = z.infer<typeof submitterSchema>;
export type FamilyMember = z.infer<typeof memberSchema>;
export type FamilyPageData = z.infer<typeof familyPageSchema>;

/** 002 §2.1: submitters link to the community person or organization page. */
export const submitterPath = (submitter: FamilySubmitter) => `/${submitter.type}?key=${submitter.communityId}`;

/** The families, by name (case-insensitive) so a researcher finds one by name. */
export async function fetchGeneFamilies(signal?: AbortSignal): Promise<ListedFamily[]> {
  const families = z.array(listedFamilySchema).parse(await takeBrowseGet(geneFamiliesCall.path, geneFamiliesCall.params, signal));
  return families.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** The family, or null when the list has no family with this key. */
export async function fetchGeneFamily(key: string, signal?: AbortSignal): Promise<FamilyPageData | null> {
  const { path, params } = geneFamilyCall(key);
  try {
    return familyPageSchema.parse(await takeBrowseGet(path, params, signal));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
