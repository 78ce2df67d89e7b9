import { z } from 'zod/mini';

// 000 §3: the news call results. A response that does not match is treated like a failed call: an empty list.

export const newsItemSchema = z.object({
  id: z.number(),
  date: z.string(),
  title: z.string(),
  content: z.string(),
});

export const newsEventSchema = z.object({
  id: z.optional(z.number()),
  headline: z.string(),
  begins: z.string(),
  ends: z.string(),
  venue: z.optional(z.string()),
  location: z.optional(
    z.object({
      CityName: z.optional(z.string()),
      RegionName: z.optional(z.string()),
      CountryName: z.optional(z.string()),
    }),
  ),
  uri: z.optional(z.string()),
});

export const jobPostingSchema = z.object({
  id: z.optional(z.number()),
  headline: z.string(),
  issuedOn: z.string(),
  employerName: z.optional(z.string()),
  location: z.optional(z.string()),
  uri: z.string(),
  deadline: z.optional(z.nullable(z.string())),
});

export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsEvent = z.infer<typeof newsEventSchema>;
export type JobPosting = z.infer<typeof jobPostingSchema>;

/** The list in a response, or an empty list when the body is not a list of such items. */
export function listOf<T>(schema: z.ZodMiniType<T>, body: unknown): T[] {
  const parsed = z.array(schema).safeParse(body);
  return parsed.success ? parsed.data : [];
}
