import { describe, expect, it } from 'vitest';
import { commentsNewestFirst, readComment } from './commentModel';

describe('readComment', () => {
  it('reads the locus shape with a person', () => {
    expect(
      readComment({ person: { name: 'Wei Zhang', communityId: 77 }, notepadComment: ' Hi ', notepadId: 5, dateEntered: '2020-01-01' }, 0),
    ).toEqual({ key: '5-0', name: 'Wei Zhang', communityId: '77', text: 'Hi', dateEntered: '2020-01-01' });
  });

  it('reads the generic shape with first and last names', () => {
    const comment = readComment({ firstName: 'Sofia', lastName: 'Rossi', communityId: '12', notepadComment: 'Yes' }, 3);
    expect(comment).toMatchObject({ key: 'comment-3', name: 'Sofia Rossi', communityId: '12' });
  });

  it('names an unknown commenter and leaves them unlinked', () => {
    expect(readComment({ notepadComment: 'Anonymous note' }, 0)).toMatchObject({ name: 'Community member', communityId: undefined });
  });

  it('skips comments without text and values that are not comments', () => {
    for (const raw of [{ notepadComment: '  ' }, { notepadComment: 12 }, null, 'text', ['x']]) expect(readComment(raw, 0)).toBeUndefined();
  });
});

describe('commentsNewestFirst', () => {
  it('sorts by date entered, newest first, with unreadable dates last', () => {
    const comments = commentsNewestFirst([
      { notepadComment: 'old', dateEntered: '2001-01-01' },
      { notepadComment: 'undated' },
      { notepadComment: 'new', dateEntered: '2024-05-05T10:00:00Z' },
      { notepadComment: 'epoch', dateEntered: 1_000_000_000_000 },
    ]);
    expect(comments.map((comment) => comment.text)).toEqual(['new', 'epoch', 'old', 'undated']);
  });

  it('is empty for anything but a list', () => {
    expect(commentsNewestFirst({ notepadComment: 'x' })).toEqual([]);
  });
});
