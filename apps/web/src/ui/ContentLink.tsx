import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeAddress } from '../lib/safe-url';

/**
 * A link whose address comes from content (lib/safe-url.ts): a path on the site goes through the
 * router, a web address is a plain link, and an address that is not safe is no link at all: its
 * label is shown as text (`asTextWhenUnsafe`) or nothing is.
 */
export function ContentLink({
  url,
  className,
  children,
  inRichText = false,
  asTextWhenUnsafe = false,
}: {
  url: string | null | undefined;
  className?: string;
  children: ReactNode;
  inRichText?: boolean;
  asTextWhenUnsafe?: boolean;
}) {
  const address = safeAddress(url, { inRichText });
  if (!address) return asTextWhenUnsafe ? <span className={className}>{children}</span> : null;
  return address.kind === 'site' ? (
    <Link to={address.path} className={className}>
      {children}
    </Link>
  ) : (
    <a href={address.href} className={className} rel="noopener">
      {children}
    </a>
  );
}
