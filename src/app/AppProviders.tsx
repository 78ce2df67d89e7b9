import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { theme } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
    },
  });
}

const appQueryClient = createQueryClient();

/** Theme and data cache. Stories and tests ask for a fresh cache so that one story's data never leaks into another. */
export function AppProviders({ children, freshQueryClient = false }: { children: ReactNode; freshQueryClient?: boolean }) {
  const [client] = useState(() => (freshQueryClient ? createQueryClient() : appQueryClient));
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
