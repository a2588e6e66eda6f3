/** Pieces shared by the CPD pages. */
import { Link } from 'react-router';
import { DocumentList } from '../../ui/DocumentList';
import type { DocumentLinkFragment } from '../../graphql/generated';
import { useLoginPanel } from '../account/LoginPanel';
import type { SubscriberPart } from './cpd-data';
import { RenewOffer } from '../account/RenewOffer';

/** Documents for subscribers, or what to do to get them. */
export function SubscriberDocuments({
  part,
  heading,
}: {
  part: SubscriberPart<ReadonlyArray<DocumentLinkFragment | null> | null | undefined>;
  heading: string;
}) {
  if ('data' in part) {
    return <DocumentList documents={part.data} heading={heading} />;
  }
  return (
    <section className="documents" aria-label={heading}>
      <h2>{heading}</h2>
      <SubscribeNote what="the downloads" needs={part.needs} />
    </section>
  );
}

/** What a teacher needs to use a subscriber-only part: a subscription, or (for a visitor) a free trial or logging in. */
export function SubscribeNote({ what, needs = 'subscription' }: { what: string; needs?: 'login' | 'subscription' }) {
  const loginPanel = useLoginPanel();
  if (needs === 'login') {
    return (
      <div className="notice">
        <p>Subscribers use {what}: a free trial opens them.</p>
        <p className="button-row cpd-login__actions">
          <Link to="/subscribe" className="button">
            Start your free trial
          </Link>
          <button type="button" className="button button--outline" onClick={() => loginPanel.open()}>
            Log in
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="notice">
      <p>You need an active subscription to use {what}.</p>
      <RenewOffer sayWhenEnded />
    </div>
  );
}

/** In place of a CPD page's text for a visitor: the training is free for every registered teacher. */
export function LoginToRead({ what }: { what: string }) {
  const loginPanel = useLoginPanel();
  return (
    <section className="card cpd-login" aria-labelledby="cpd-login-heading">
      <h2 id="cpd-login-heading">Free for every registered teacher</h2>
      <p>Log in, or sign up for free, to read {what}.</p>
      <p className="button-row cpd-login__actions">
        <Link to="/subscribe" className="button">
          Sign up free
        </Link>
        <button type="button" className="button button--outline" onClick={() => loginPanel.open()}>
          Log in
        </button>
      </p>
    </section>
  );
}
