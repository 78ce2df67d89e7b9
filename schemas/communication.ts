// 002 §3 Communication: GET detail/communication?key= — the record behind /communication (Summary, External
// Links): a personal communication or curator statement that an annotation cites instead of a publication.
import * as z from 'zod/mini';
import { websiteSchema } from './analysisReference';
import { dateValue, id, list, text, type KnownFields } from './shared';

export const communicationSchema = z.looseObject({
  /** The communication's title. */
  name: z.string(),
  authorName: text(),
  communicationDate: z.nullish(dateValue),
  referenceId: z.nullish(id),
  /** The communication's text. */
  communication: text(),
  websites: list(websiteSchema),
});

/** The parsed communication, with only its known fields. */
export type Communication = KnownFields<z.infer<typeof communicationSchema>>;

/** A detail/communication response as the server sends it. */
export type CommunicationResponse = z.input<typeof communicationSchema>;
