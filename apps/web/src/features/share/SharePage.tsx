/**
 * "Share this lesson" / "Share this activity" on a teaching page: the share box for the page's own
 * address (origin and path only), whose QR code carries the page's short link. Someone without
 * access who opens it gets the lesson's selling page (features/teaching-gate), and the lesson itself
 * once logged in.
 */
import { useId } from 'react';
import { useLocation } from 'react-router';
import { pageOrigin } from '../../lib/page-origin';
import { ShareBox } from './ShareBox';
import { shareableUrl } from './share-links';

export function SharePage({ what, target, title }: { what: 'lesson' | 'activity'; target: string; title: string }) {
  const { pathname } = useLocation();
  const id = useId();
  const url = shareableUrl(pageOrigin(), pathname);
  return (
    <section className="share-page" aria-labelledby={id}>
      <h2 id={id}>Share this {what}</h2>
      <ShareBox url={url} title={title} shortLink={{ kind: what, target, path: new URL(url).pathname }} />
    </section>
  );
}
