import { AppLink } from './AppLink';
import type { ResolvedLink } from './resolveLink';

interface ResolvedLinkViewProps {
  link: ResolvedLink;
  external?: boolean | undefined;
  inText?: boolean | undefined;
}

/** A resolved link, or its text alone when the URL could not be built (a missing id, an unsafe URL). */
export function ResolvedLinkView({ link, external, inText }: ResolvedLinkViewProps) {
  if (!link.href) return <>{link.text}</>;
  return (
    <AppLink href={link.href} external={external} inText={inText}>
      {link.text}
    </AppLink>
  );
}
