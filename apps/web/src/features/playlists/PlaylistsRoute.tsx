/**
 * /playlists (docs/product.md, "Playlists page"): the teacher's playlists as cards with 'View
 * Playlist', or a prompt to create the first; a 'Create a playlist' form; links to both libraries.
 * Logged-in subscribers only: the CMS answers the list for the token's owner alone. Creating one is
 * the route's action, which opens the new playlist.
 */
import './playlists.css';
import { useRef } from 'react';
import { Link, redirect, useFetcher, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { CreatePlaylistDocument, PlaylistsDocument, type PlaylistsQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { failureMessage } from '../../lib/playlist';
import { loadTeaching, TeachingGate, type Gated } from '../teaching-gate/teaching-gate';
import { PlaylistDetailsForm, type PlaylistDetails } from './PlaylistDetailsForm';
import { LibraryLinks } from './LibraryLinks';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import * as z from 'zod/mini';
import { formInput, formText } from '../../lib/action-input';

type Playlists = PlaylistsQuery['playlistSummaries'];

export async function clientLoader({ request: { signal } }: { request: Request }): Promise<Gated<Playlists>> {
  return loadTeaching(async () => (await request(PlaylistsDocument, {}, { signal })).playlistSummaries);
}

const createInput = z.object({ title: formText, audience: formText });

/** Creates an empty playlist with the form's name and audience (none when blank), then opens it. */
export async function clientAction({ request: form }: ActionFunctionArgs) {
  const { title, audience } = formInput(createInput, await form.formData());
  try {
    const { createPlaylist } = await request(CreatePlaylistDocument, { title, audience: audience || null, items: [] });
    return redirect(`/playlists/${createPlaylist.documentId}`);
  } catch (failure) {
    return { error: failureMessage(failure) };
  }
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function PlaylistsRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  return (
    <TeachingGate loaded={loaded} title="Your Playlists">
      {(playlists) => <PlaylistsView playlists={playlists} />}
    </TeachingGate>
  );
}

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

function PlaylistsView({ playlists }: { playlists: Playlists }) {
  useDocumentTitle('Your Playlists');
  const dialog = useRef<HTMLDialogElement>(null);
  const creation = useFetcher<typeof clientAction>();
  const busy = creation.state !== 'idle';
  const error = busy ? undefined : creation.data?.error;
  const create = (details: PlaylistDetails) => creation.submit({ title: details.title, audience: details.audience ?? '' }, { method: 'post' });

  return (
    <main id="main" tabIndex={-1} className="page playlists-page">
      <h1>{playlists.length ? 'Your Playlists' : 'Create your first playlist'}</h1>
      <p className="lead">
        {playlists.length
          ? 'Your own lists of activities and recordings, ready to present in lesson mode.'
          : "Collect activities and recordings for a lesson: use 'Add to playlist' on any activity or recording, or create an empty playlist here."}
      </p>
      <p>
        <button type="button" className="button" onClick={() => dialog.current?.showModal()}>
          Create a playlist
        </button>
      </p>
      {playlists.length > 0 && (
        <ul className="card-grid playlists">
          {playlists.map((playlist) => (
            <li key={playlist.documentId} className="card playlist-card">
              <h2 className="card__title">{playlist.title}</h2>
              <p className="activity-card__meta">
                <span className="tag">{itemCount(playlist.itemCount)}</span>
                {playlist.audience && <span className="tag tag--muted">{playlist.audience.title}</span>}
              </p>
              <Link to={`/playlists/${playlist.documentId}`} className="button button--outline" aria-label={`View Playlist: ${playlist.title}`}>
                View Playlist
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LibraryLinks />
      <dialog ref={dialog} className="login-dialog playlist-dialog" aria-labelledby="create-playlist-title" onClose={() => creation.reset()}>
        <button type="button" className="button button--outline button--small login-dialog__close" onClick={() => dialog.current?.close()}>
          Close <span aria-hidden="true">×</span>
        </button>
        <h2 id="create-playlist-title">Create a playlist</h2>
        <PlaylistDetailsForm submitLabel="Create playlist" busy={busy} error={error} onSubmit={create} onCancel={() => dialog.current?.close()} />
      </dialog>
    </main>
  );
}
