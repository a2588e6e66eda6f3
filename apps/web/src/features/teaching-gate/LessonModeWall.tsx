/**
 * Lesson mode's wall for a teacher without access (docs/product.md, "Teaching pages and the login wrapper"): a
 * slides link is often opened in front of a class, so the wall is calm and readable from the back
 * of the room (large type, no alarm colours), says plainly why the lesson is not shown, and offers
 * the teacher 'Renew' (or 'Subscribe now') and, for a school member, whom to ask.
 */
import { useDocumentTitle } from '../../lib/document-title';
import { RenewOffer } from '../account/RenewOffer';
import { useSession } from '../account/SessionProvider';
import { accessEndedLine } from '../account/access-words';

export function LessonModeWall({ title }: { title?: string }) {
  useDocumentTitle(title);
  const { access } = useSession();
  const ended = access?.access === 'none' ? access.ended_at : null;
  return (
    <main id="main" tabIndex={-1} className="lesson-wall" aria-labelledby="lesson-wall-title">
      <div className="lesson-wall__panel">
        <h1 id="lesson-wall-title">This lesson is not available just now</h1>
        <p className="lesson-wall__why">{ended ? `${accessEndedLine(ended)}.` : 'This account does not have an active subscription.'}</p>
        <RenewOffer />
      </div>
    </main>
  );
}
