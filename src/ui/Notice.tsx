import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const tones = {
  info: { border: '#0d47a1', background: '#e8f0fb' },
  warning: { border: '#8a5300', background: '#fff4e0' },
  error: { border: '#b71c1c', background: '#fdecea' },
} as const;

/** A bordered message box: what the engine shows in place of a record or a part that could not be displayed. */
export function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <Box
      role={tone === 'info' ? 'status' : 'alert'}
      sx={{ borderLeft: '4px solid', borderColor: tones[tone].border, bgcolor: tones[tone].background, color: 'text.primary', px: 2, py: 1, borderRadius: 1, typography: 'body2' }}
    >
      {children}
    </Box>
  );
}
