import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface PickedListProps<T extends { id: string }> {
  /** Names the list for screen readers, e.g. 'Associated loci'. */
  label: string;
  items: readonly T[];
  describe: (item: T) => string;
  onRemove: (item: T) => void;
  emptyText: string;
}

/** The loci or publications picked so far, each with a Remove button. */
export function PickedList<T extends { id: string }>({ label, items, describe, onRemove, emptyText }: PickedListProps<T>) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => {
        const text = describe(item);
        return (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
            <Button size="small" onClick={() => onRemove(item)} aria-label={`Remove ${text}`} sx={{ flexShrink: 0, minHeight: 32 }}>
              Remove
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
