import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { RendererProps } from '../../engine/rendererProps';
import { EmptyText } from '../../ui/EmptyText';
import { CommentItem } from './CommentItem';
import { COMMENTS_SHOWN, ITEM_FORM_COMMENTS_SHOWN, commentsNewestFirst } from './commentModel';

export const NO_COMMENTS_TEXT = 'No comments available';
// 002 §1: adding a comment is disabled; the help text says who may comment and that curators review comments.
export const COMMENT_HELP_TEXT =
  'Registered users can comment on this page. Curators review every comment before it is added to the record.';

/** 002 §2.4 comments section: the 5 most recent comments (item form: 2), a Show/Hide toggle, a disabled 'Add My Comment'. */
export function Comments({ field, value }: RendererProps<'comments'>) {
  const [shown, setShown] = useState(true);
  const listId = useId();
  const helpId = useId();
  const all = useMemo(() => commentsNewestFirst(value), [value]);
  const limit = field.itemForm ? ITEM_FORM_COMMENTS_SHOWN : COMMENTS_SHOWN;
  const latest = all.slice(0, limit);

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" size="small" disabled aria-describedby={helpId}>
          Add My Comment
        </Button>
        {latest.length > 0 && (
          <Button
            variant="text"
            size="small"
            aria-expanded={shown}
            aria-controls={listId}
            onClick={() => setShown((current) => !current)}
          >
            {shown ? 'Hide Comments' : 'Show Comments'}
          </Button>
        )}
      </Stack>
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary' }}>
        {COMMENT_HELP_TEXT}
      </Typography>
      {latest.length === 0 ? (
        <EmptyText text={field.empty ?? NO_COMMENTS_TEXT} />
      ) : (
        <Box id={listId} hidden={!shown}>
          {all.length > latest.length && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`The ${latest.length} most recent of ${all.length} comments.`}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {latest.map((comment) => (
              <CommentItem key={comment.key} comment={comment} />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
