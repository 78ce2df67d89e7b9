import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../engine/formatters';
import { commenterHref, type CommunityComment } from './commentModel';

/** One comment: who wrote it (linked to their person page), when, and what — always as plain text. */
export function CommentItem({ comment }: { comment: CommunityComment }) {
  const href = commenterHref(comment);
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="body2" component="p" sx={{ mb: 0.5 }}>
        {href ? (
          <Link component={RouterLink} to={href} sx={{ fontWeight: 600 }}>
            {comment.name}
          </Link>
        ) : (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {comment.name}
          </Box>
        )}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {formatDate(comment.dateEntered)}
        </Box>
      </Typography>
      {/* Comment text is rendered as a text node, never as HTML; its own line breaks are kept. */}
      <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {comment.text}
      </Typography>
    </Box>
  );
}
