import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { appStyleCache } from './styleCache';
import { theme } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
    },
  });
}

/** The app's one data cache; the route guards read the profile from it too. */
export const appQueryClient = createQueryClient();

/**
 * Style cache (with the page's style nonce), theme and data cache. Stories and tests ask for a fresh data cache so
 * that one story's data never leaks into another.
 */
export function AppProviders({
  children,
  freshQueryClient = false,
  queryClient,
  styleCache,
}: {
  children: ReactNode;
  freshQueryClient?: boolean;
  /** The cache to use, when the caller (a router with guards) needs to share it. */
  queryClient?: QueryClient;
  /** The style cache to use (the server's, which collects the first screen's styles); the page's own by default. */
  styleCache?: EmotionCache;
}) {
  const [client] = useState(() => queryClient ?? (freshQueryClient ? createQueryClient() : appQueryClient));
  return (
    <CacheProvider value={styleCache ?? appStyleCache()}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
