import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useNavigation } from 'react-router';

// A bar sweeping across, drawn with the Box every page already loads (MUI's LinearProgress would add its own code
// to what every page downloads).
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const lineSx = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 4,
  zIndex: 1400,
  overflow: 'hidden',
  bgcolor: 'primary.light',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    bgcolor: 'primary.main',
    animation: `${sweep} 1.2s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
} as const;

/** A progress line across the top of the window: a page is on its way (its code, its guard's answer). */
export function PageLoadingLine() {
  return <Box role="progressbar" aria-label="Loading the page" sx={lineSx} />;
}

/**
 * While the router loads the next page (the page's code on its first visit, a guard asking who is looking), the
 * line shows at once, so a click is never answered by nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <PageLoadingLine /> : null;
}
