/** Pieces shared by the CPD pages. */
import { Link } from 'react-router';
import { DocumentList } from '../../ui/DocumentList';
import type { DocumentLinkFragment } from '../../graphql/generated';
import type { SubscriberPart } from './cpd-data';

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
      <SubscribeNote what="the downloads" />
    </section>
  );
}

export function SubscribeNote({ what }: { what: string }) {
  return (
    <p className="notice">
      You need an active subscription to use {what}. <Link to="/subscribe">Subscribe now</Link>
    </p>
  );
}
