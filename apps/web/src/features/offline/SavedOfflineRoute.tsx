/**
 * /saved-offline, "Saved for offline" (docs/product.md, "Offline lessons"), linked from Your
 * Account: what this browser keeps for the logged-in teacher, with size, date and Remove, and how
 * much of the browser's storage the site uses. Offline, the service worker sends a teacher here
 * from any page that was not saved. Its links load whole pages, which the service worker answers
 * with the saved copy (the page with its data) when there is no network.
 */
import './offline.css';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../account/SessionProvider';
import { offlineSupported, removeSaved, savedItems, type SavedItem } from './offline-store';
import { sizeLabel, type SavedKind } from './saved-files';
import { useOnline } from './use-online';

const KIND_LABELS: Record<SavedKind, string> = { lesson: 'Lesson', activity: 'Activity', playlist: 'Playlist' };

interface Storage {
  usage?: number;
  quota?: number;
}

const savedDate = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export default function SavedOfflineRoute() {
  useDocumentTitle('Saved for offline');
  const { isLoggedIn, session } = useSession();
  const online = useOnline();
  const [items, setItems] = useState<SavedItem[] | undefined>();
  const [storage, setStorage] = useState<Storage>({});
  const [supported, setSupported] = useState(true);

  const reload = useCallback(async () => {
    setSupported(offlineSupported());
    const owner = session?.user?.id;
    const saved = await savedItems().catch(() => []);
    setItems(saved.filter((item) => item.owner === owner));
    setStorage((await navigator.storage?.estimate?.().catch(() => undefined)) ?? {});
  }, [session?.user?.id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = async (key: string) => {
    await removeSaved(key);
    await reload();
  };

  return (
    <main id="main" tabIndex={-1} className="page saved-offline">
      <h1>Saved for offline</h1>
      <p>
        What you save here can be presented without an internet connection, on this computer and in this browser: every slide, with its pictures, recordings and
        films. Logging out removes it all, since classroom computers are shared.
      </p>
      {!online && (
        <p className="saved-offline__notice" role="status">
          You are offline. These are the lessons saved on this computer.
        </p>
      )}
      {!isLoggedIn ? (
        <p>
          <Link to="/login">Log in</Link> to save lessons for offline use.
        </p>
      ) : !supported ? (
        <p>This browser cannot keep lessons for offline use.</p>
      ) : items === undefined ? (
        <p role="status">Loading what is saved…</p>
      ) : items.length === 0 ? (
        <p>Nothing is saved for offline yet. Open a lesson, an activity or a playlist and choose “Make available offline”.</p>
      ) : (
        <>
          <ul className="saved-offline__list">
            {items.map((item) => (
              <li key={item.key} className="saved-offline__item">
                <div>
                  <h2>
                    <a href={item.href}>{item.title}</a>
                  </h2>
                  <p className="saved-offline__meta">
                    {KIND_LABELS[item.kind]} · {sizeLabel(item.bytes)} · saved {savedDate(item.savedAt)}
                  </p>
                </div>
                <div className="button-row saved-offline__actions">
                  <a className="button" href={`${item.href}/slides`}>
                    Present
                  </a>
                  <button type="button" className="button button--outline" onClick={() => void remove(item.key)} aria-label={`Remove ${item.title}`}>
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <p className="saved-offline__storage">
            Saved for offline: {sizeLabel(items.reduce((total, item) => total + item.bytes, 0))}.
            {storage.usage !== undefined && storage.quota
              ? ` This site uses ${sizeLabel(storage.usage)} of the ${sizeLabel(storage.quota)} this browser allows it.`
              : ''}
          </p>
        </>
      )}
    </main>
  );
}
