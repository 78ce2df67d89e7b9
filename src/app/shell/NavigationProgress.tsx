import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

const lineSx = { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1400 } as const;

/** A progress line across the top of the window: a page is on its way (its code, its guard's answer). */
export function PageLoadingLine() {
  return <LinearProgress aria-label="Loading the page" sx={lineSx} />;
}

/**
 * While the router loads the next page (the page's code on its first visit, a guard asking who is looking), the
 * line shows at once, so a click is never answered by nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <PageLoadingLine /> : null;
}
