import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { socialLinks } from './socialLinks';

/** The portal's social-media accounts, each labelled with its network and marked as opening a new tab. */
export function SocialLinks() {
  return (
    <Stack component="ul" direction="row" aria-label="Follow TAIR" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {socialLinks.map((link) => (
        <li key={link.href}>
          <Link href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label} (opens in a new tab)
          </Link>
        </li>
      ))}
    </Stack>
  );
}
