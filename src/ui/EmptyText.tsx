import Typography from '@mui/material/Typography';
import { DEFAULT_EMPTY_TEXT } from '../engine/rendererProps';

/** The quiet sentence a section shows instead of data (002 §8 texts come from the config). */
export function EmptyText({ text }: { text?: string | undefined }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }} data-empty-text>
      {text ?? DEFAULT_EMPTY_TEXT}
    </Typography>
  );
}
