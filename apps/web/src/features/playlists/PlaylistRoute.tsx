/**
 * /playlists/{playlistId} (docs/product.md, "Playlist page"): the title, the items, links to the
 * libraries; 'Start Lesson' and 'Edit playlist contents' in the sidebar; the edit-details dialog
 * (name, audience, delete). Only the owner can load a playlist at all (the CMS answers anyone else
 * as for a missing one), so the owner's controls show to whoever sees the page.
 *
 * A save from a copy another tab has changed since is refused by the CMS; the page says so and
 * offers to reload rather than overwrite.
 */
import './playlists.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { DeletePlaylistDocument, PlaylistDocument, UpdatePlaylistDocument, type UpdatePlaylistMutationVariables } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { failureMessage, isConflict, kindOf, playableItems, type LoadedItem } from '../../lib/playlist';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { loadTeaching, TeachingGate, type Gated } from '../catalogue/teaching-gate';
import { PlaylistDetailsForm, type PlaylistDetails } from './PlaylistDetailsForm';
import { PlaylistEditor } from './PlaylistEditor';
import { editorEntries, PlaylistItemView, type Playlist } from './PlaylistItems';
import { LibraryLinks } from './LibraryLinks';

export const EMPTY_PLAYLIST = "There's nothing in this playlist yet";

export async function loader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Playlist>> {
  return loadTeaching(async () => {
    const { playlist } = await request(PlaylistDocument, { playlist: params.playlistId ?? '' }, { signal });
    if (!playlist) throw new NotFoundError(`The playlist '${params.playlistId}'`);
    return playlist;
  });
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <TeachingGate loaded={loaded} title="Playlist">
      {(playlist) => <PlaylistView key={`${playlist.documentId}:${playlist.version}`} loaded={playlist} />}
    </TeachingGate>
  );
}

function PlaylistView({ loaded }: { loaded: Playlist }) {
  const [playlist, setPlaylist] = useState(loaded);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const [detailsError, setDetailsError] = useState<string>();
  const details = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useDocumentTitle(playlist.title);
  useBreadcrumbLabel('playlistId', playlist.documentId, playlist.title);

  const items = (playlist.playlist_item ?? []).filter((item) => kindOf(item as LoadedItem));
  const playable = playableItems(items as LoadedItem[]);

  useEffect(() => {
    if (mode === 'view') setError(undefined);
  }, [mode]);

  /** Saves a change; a refused stale save shows the reload notice, any other failure its message. */
  const save = async (variables: Omit<UpdatePlaylistMutationVariables, 'playlist' | 'version'>): Promise<{ ok: boolean; message?: string }> => {
    setBusy(true);
    setError(undefined);
    try {
      const { updatePlaylist } = await request(UpdatePlaylistDocument, { playlist: playlist.documentId, version: playlist.version, ...variables });
      setPlaylist(updatePlaylist);
      return { ok: true };
    } catch (failure) {
      if (isConflict(failure)) {
        setConflict(true);
        return { ok: false };
      }
      return { ok: false, message: failureMessage(failure) };
    } finally {
      setBusy(false);
    }
  };

  const saveDetails = async ({ title, audience }: PlaylistDetails) => {
    setDetailsError(undefined);
    const result = await save({ title, audience });
    if (result.message) setDetailsError(result.message);
    else details.current?.close();
  };

  const remove = async () => {
    setBusy(true);
    try {
      await request(DeletePlaylistDocument, { playlist: playlist.documentId });
      details.current?.close();
      navigate('/playlists');
    } catch (failure) {
      setDetailsError(failureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <main id="main" tabIndex={-1} className="page playlist-page">
      <header className="playlist-page__header">
        <h1>{playlist.title}</h1>
        {playlist.audience && <span className="tag tag--muted">{playlist.audience.title}</span>}
        <button type="button" className="link-button" onClick={() => details.current?.showModal()} disabled={busy}>
          Edit details<span className="visually-hidden"> of this playlist</span>
        </button>
      </header>
      {conflict && (
        <div className="notice notice--warning" role="alert">
          <p>This playlist was changed in another window or tab since you opened it, so your change was not saved.</p>
          <button type="button" className="button" onClick={() => revalidator.revalidate()}>
            Reload the playlist
          </button>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="playlist-page__columns">
        <div>
          {mode === 'edit' ? (
            <PlaylistEditor
              entries={editorEntries(items)}
              busy={busy}
              onCancel={() => setMode('view')}
              onSave={async (entries) => {
                const result = await save({ items: entries.map((entry, index) => ({ ...entry.input, playlist_order: index })) });
                if (result.ok || !result.message) setMode('view');
                else setError(result.message);
              }}
            />
          ) : items.length === 0 ? (
            <div className="playlist-empty">
              <h2>{EMPTY_PLAYLIST}</h2>
              <p>Use the &lsquo;Add to playlist&rsquo; button on any activity or recording to add it here.</p>
            </div>
          ) : (
            <ol className="playlist-items">
              {items.map((item) => (
                <li key={(item as { id: string }).id} className="card playlist-item">
                  <PlaylistItemView item={item} />
                </li>
              ))}
            </ol>
          )}
          <LibraryLinks />
        </div>
        <aside className="playlist-page__aside" aria-label="Playlist actions">
          {playable.length > 0 ? (
            <Link to={`/playlists/${playlist.documentId}/slides`} className="button">
              Start Lesson
            </Link>
          ) : (
            <p className="muted">Add an activity with slides, or a recording, to present this playlist in lesson mode.</p>
          )}
          {mode === 'view' && items.length > 0 && (
            <button type="button" className="button button--outline" onClick={() => setMode('edit')} disabled={conflict}>
              Edit playlist contents
            </button>
          )}
        </aside>
      </div>
      <dialog ref={details} className="login-dialog playlist-dialog" aria-labelledby="playlist-details-title" onClose={() => setDetailsError(undefined)}>
        <button type="button" className="login-dialog__close" onClick={() => details.current?.close()}>
          Close <span aria-hidden="true">×</span>
        </button>
        <h2 id="playlist-details-title">Playlist details</h2>
        <PlaylistDetailsForm
          key={`${playlist.title}:${playlist.audience?.documentId}`}
          initial={{ title: playlist.title, audience: playlist.audience?.documentId ?? null }}
          submitLabel="Done"
          busy={busy}
          error={detailsError}
          onSubmit={saveDetails}
          onCancel={() => details.current?.close()}
          onDelete={remove}
        />
      </dialog>
    </main>
  );
}
