/**
 * How a logged-in teacher without access gets it back (docs/product.md, "Teaching pages and the login wrapper"),
 * from what the CMS decided (`me.access`): 'Your access ended on 17 November' with 'Renew' (to
 * checkout), and for a member of a school account that has ended, whom to ask (its owner). A
 * teacher who never had access is offered 'Subscribe now'.
 */
import { Link } from 'react-router';
import { useSession } from './SessionProvider';
import { accessEndedLine } from './access-words';

/** The account page, whose Subscribe button goes to Stripe Checkout (features/billing). */
export const CHECKOUT = '/subscribe';

/** The heading a gate shows: when access ended, or the general subscription message. */
export function useAccessHeading(fallback: string): string {
  const { access } = useSession();
  return access?.access === 'none' && access.ended_at ? `${accessEndedLine(access.ended_at)}.` : fallback;
}

/** Whom a school member asks, when their school's account has ended. */
export function AskYourSchool() {
  const { access } = useSession();
  if (access?.access !== 'none' || !access.school_owner_email) return null;
  return (
    <p className="renew-offer__school">
      {access.school ? `${access.school}’s school account has ended.` : 'Your school’s account has ended.'} To carry on through your school, ask{' '}
      {access.school_owner_name ?? access.school_owner_email} (<a href={`mailto:${access.school_owner_email}`}>{access.school_owner_email}</a>) to renew it.
    </p>
  );
}

/**
 * The offer below a gate's heading. `ended` says when access ended in the text too (for a place
 * whose heading does not: a short notice, the Subscribe dialog).
 */
export function RenewOffer({ sayWhenEnded = false, onChoose }: { sayWhenEnded?: boolean; onChoose?: () => void }) {
  const { access } = useSession();
  const ended = access?.access === 'none' ? access.ended_at : null;
  if (!ended) {
    return (
      <>
        <p>Subscribe, or ask your school to add you to its school account, to use every lesson, activity and recording.</p>
        <p>
          <Link to={CHECKOUT} className="button" onClick={onChoose}>
            Subscribe now
          </Link>
        </p>
      </>
    );
  }
  return (
    <div className="renew-offer">
      {sayWhenEnded && <p className="renew-offer__ended">{accessEndedLine(ended)}.</p>}
      <p>Renew to present every lesson, activity and recording again. Your playlists and your own units are kept.</p>
      <AskYourSchool />
      <p>
        <Link to={CHECKOUT} className="button" onClick={onChoose}>
          Renew
        </Link>
      </p>
    </div>
  );
}
