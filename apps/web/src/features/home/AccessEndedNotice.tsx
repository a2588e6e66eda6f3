/**
 * A lapsed teacher's home page (docs/product.md, "Home page"): first of all, when their access ended,
 * with 'Renew' and, for a school member, whom to ask (account/RenewOffer.tsx), as the CMS decided it.
 */
import { useSession } from '../account/SessionProvider';
import { RenewOffer, useAccessHeading } from '../account/RenewOffer';

export function AccessEndedNotice() {
  const { isLoggedIn, canAccessContent, access } = useSession();
  const heading = useAccessHeading('You do not have an active subscription.');
  if (!isLoggedIn || canAccessContent || access?.access !== 'none') return null;
  return (
    <section className="notice home__access-ended" aria-labelledby="home-access-ended">
      <h2 id="home-access-ended">{heading}</h2>
      <RenewOffer />
    </section>
  );
}
