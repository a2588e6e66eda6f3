/**
 * "Make available offline" on a lesson, an activity, a custom unit's lesson and a playlist
 * (docs/product.md, "Offline lessons"): saves it with a progress bar (files and megabytes), then
 * says "Available offline" with its size, and links to "Saved for offline". For subscribers, in a
 * browser that can keep pages offline. A page rendered on the server carries the button (every
 * browser the site supports can keep pages offline), marked not ready until the page's code runs, so
 * the page does not move down when its code starts; a browser that cannot (a page not served over
 * HTTPS) loses it then.
 */
import './offline.css';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useSession } from '../account/SessionProvider';
import { OfflineSaveError, offlineSupported, saveForOffline, savedItem, type SaveProgress, type SavedItem } from './offline-store';
import { sizeLabel, type SavedKind } from './saved-files';
import { SAVED_OFFLINE_PATH } from '../../service-worker/offline-rules';
import { neverChanges, useHydrated } from '../../lib/hydrated';

type State = { step: 'idle' } | { step: 'saving'; progress: SaveProgress } | { step: 'saved'; item: SavedItem } | { step: 'failed'; message: string };

export function MakeAvailableOffline({ kind, title, href }: { kind: SavedKind; title: string; href: string }) {
  const { canAccessContent, session } = useSession();
  const supported = useSyncExternalStore(neverChanges, offlineSupported, () => true);
  // Sent with the page, the button answers once the page's code runs: until then it says it is not ready.
  const codeRunning = useHydrated();
  const [state, setState] = useState<State>({ step: 'idle' });
  const key = `${kind}:${href}`;

  useEffect(() => {
    let current = true;
    savedItem(key)
      .then((item) => current && item && setState({ step: 'saved', item }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key]);

  const owner = session?.user?.id;
  if (!supported || !canAccessContent || owner === undefined) return null;

  const save = async () => {
    setState({ step: 'saving', progress: { done: 0, total: 0, bytes: 0 } });
    try {
      const item = await saveForOffline({ key, kind, title, href, owner }, (progress) => setState({ step: 'saving', progress }));
      setState({ step: 'saved', item });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof OfflineSaveError ? error.message : 'It could not be saved. Please try again.' });
    }
  };

  return (
    <div className="offline-save" aria-live="polite">
      {state.step === 'saving' ? (
        <div className="offline-save__progress">
          <progress max={Math.max(state.progress.total, 1)} value={state.progress.done} aria-label="Saving for offline" />
          <span>
            Saving for offline: {state.progress.done} of {state.progress.total || '…'} files, {sizeLabel(state.progress.bytes)}
          </span>
        </div>
      ) : state.step === 'saved' ? (
        <p className="offline-save__done">
          <span className="offline-save__tick" aria-hidden="true" />
          <span>
            <strong>Available offline</strong> · {sizeLabel(state.item.bytes)} · <Link to={SAVED_OFFLINE_PATH}>Saved for offline</Link>
          </span>
        </p>
      ) : (
        <>
          <button type="button" className="button button--outline" onClick={save} aria-disabled={codeRunning ? undefined : true}>
            Make available offline
          </button>
          {state.step === 'failed' && (
            <p className="offline-save__error" role="alert">
              {state.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}
