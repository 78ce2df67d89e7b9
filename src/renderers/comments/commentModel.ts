// Community comments come in two shapes (002 §3): generic {firstName, communityId, notepadComment, dateEntered}
// and locus/protein {person: {name, communityId}, notepadComment, notepadId, dateEntered}. Both are read here,
// defensively, into one shape the list can show.

/** 002 §9: the comment list shows the 5 latest; item form the last 2. */
export const COMMENTS_SHOWN = 5;
export const ITEM_FORM_COMMENTS_SHOWN = 2;

export interface CommunityComment {
  key: string;
  name: string;
  /** Present when the commenter can be linked to their person page. */
  communityId: string | undefined;
  text: string;
  dateEntered: unknown;
}

const UNNAMED_COMMENTER = 'Community member';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function commenterName(comment: Record<string, unknown>, person: Record<string, unknown>): string {
  const fullName = (source: Record<string, unknown>) => [text(source.firstName), text(source.lastName)].filter(Boolean).join(' ');
  return text(person.name) || fullName(person) || text(comment.name) || fullName(comment) || UNNAMED_COMMENTER;
}

/** One comment in the common shape, or undefined when it has no text to show. */
export function readComment(raw: unknown, index: number): CommunityComment | undefined {
  if (!isObject(raw)) return undefined;
  const person = isObject(raw.person) ? raw.person : {};
  const commentText = typeof raw.notepadComment === 'string' ? raw.notepadComment.trim() : '';
  if (commentText === '') return undefined;
  const communityId = text(person.communityId) || text(raw.communityId) || undefined;
  return {
    key: `${text(raw.notepadId) || 'comment'}-${index}`,
    name: commenterName(raw, person),
    communityId,
    text: commentText,
    dateEntered: raw.dateEntered,
  };
}

/** The commenter's person page, when the comment names their community id. */
export const commenterHref = (comment: CommunityComment): string | undefined =>
  comment.communityId ? `/person?key=${encodeURIComponent(comment.communityId)}` : undefined;

/** Milliseconds since the epoch, or -Infinity for a missing or unreadable date (sorted last). */
function enteredAt(value: unknown): number {
  if (typeof value !== 'string' && typeof value !== 'number') return Number.NEGATIVE_INFINITY;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Every readable comment, newest first (comments entered at the same time keep their order). */
export function commentsNewestFirst(value: unknown): CommunityComment[] {
  const list = Array.isArray(value) ? value : [];
  return list
    .map((raw, index) => readComment(raw, index))
    .filter((comment): comment is CommunityComment => comment !== undefined)
    .map((comment, order) => ({ comment, order, time: enteredAt(comment.dateEntered) }))
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .map(({ comment }) => comment);
}
