import Link from '@mui/material/Link';
import { shellLinks } from '../../site/shellLinks';

/** The partner's logo as a text mark drawn in place (no image is fetched from elsewhere). */
export function PartnerMark() {
  return (
    <Link href={shellLinks.phoenixBioinformatics} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', color: 'inherit' }}>
      <svg role="img" width="208" height="40" viewBox="0 0 208 40" aria-labelledby="partner-mark-title">
        <title id="partner-mark-title">Phoenix Bioinformatics (opens in a new tab)</title>
        <circle cx="20" cy="20" r="17" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M20 31 C11 24 12 14 20 8 C28 14 29 24 20 31 Z M20 31 V17" fill="none" stroke="currentColor" strokeWidth="2" />
        <text x="46" y="18" fill="currentColor" fontSize="15" fontWeight="700" fontFamily="system-ui, sans-serif">
          Phoenix
        </text>
        <text x="46" y="34" fill="currentColor" fontSize="13" fontFamily="system-ui, sans-serif">
          Bioinformatics
        </text>
      </svg>
    </Link>
  );
}
