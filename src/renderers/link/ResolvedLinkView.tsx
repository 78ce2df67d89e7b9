import { AppLink } from './AppLink';
import type { ResolvedLink } from './resolveLink';

/** A resolved link, or its text alone when the URL could not be built (a missing id, an unsafe URL). */
export function ResolvedLinkView({ link, external }: { link: ResolvedLink; external?: boolean | undefined }) {
  if (!link.href) return <>{link.text}</>;
  return (
    <AppLink href={link.href} external={external}>
      {link.text}
    </AppLink>
  );
}
