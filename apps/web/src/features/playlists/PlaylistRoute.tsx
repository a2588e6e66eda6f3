/**
 * /playlists/{playlistId} (docs/product.md, "Playlist page"): the title, the items, links to the
 * libraries; 'Start lesson' and 'Edit playlist contents' in the sidebar; the edit-details dialog
 * (name, audience, delete). Only the owner can load a playlist at all (the CMS answers anyone else
 * as for a missing one), so the owner's controls show to whoever sees the page.
 *
 * Saving the details, saving the contents and deleting are the route's action. A saved change loads
 * the playlist again (the page then starts afresh from the saved copy). A save from a copy another tab
 * has changed since is refused by the CMS; the page says so and offers to reload rather than
 * overwrite, and nothing is loaded again until the teacher asks.
 */
import { MakeAvailableOffline } from '../offline/MakeAvailableOffline';
import './playlists.css';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import {
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { DeletePlaylistDocument, PlaylistDocument, UpdatePlaylistDocument, type UpdatePlaylistMutationVariables } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { jsonInput } from '../../lib/action-input';
import { useDocumentTitle } from '../../lib/document-title';
import { failureMessage, isConflict, kindOf, playableItems, type LoadedItem } from '../../lib/playlist';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { gatedData, loadTeaching, TeachingGate, type Gated } from '../teaching-gate/teaching-gate';
import { PlaylistDetailsForm, type PlaylistDetails } from './PlaylistDetailsForm';
import { PlaylistEditor } from './PlaylistEditor';
import { editorEntries, PlaylistItemView, type Playlist } from './PlaylistItems';
import { LibraryLinks } from './LibraryLinks';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

export const EMPTY_PLAYLIST = "There's nothing in this playlist yet";

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Playlist>> {
  return loadTeaching(async () => {
    const { playlist } = await request(PlaylistDocument, { playlist: params.playlistId ?? '' }, { signal });
    if (!playlist) throw new NotFoundError(`The playlist '${params.playlistId}'`);
    return playlist;
  });
}

const itemInput = z.object({
  type: z.nullish(z.string()),
  item: z.nullish(z.string()),
  title: z.nullish(z.string()),
  context_path: z.nullish(z.string()),
  playlist_order: z.nullish(z.number()),
});

/** What the page submits to its action (as JSON). */
const changeInput = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('details'), version: z.number(), title: z.string(), audience: z.nullable(z.string()) }),
  z.object({ intent: z.literal('items'), version: z.number(), items: z.array(itemInput) satisfies z.ZodMiniType<UpdatePlaylistMutationVariables['items']> }),
  z.object({ intent: z.literal('delete') }),
]);
type Change = z.output<typeof changeInput>;

/** How a change went: saved, refused because another tab saved first, or failed with a message. */
type Outcome = { saved: true } | { conflict: true } | { message: string };

export async function clientAction({ params, request: submitted }: ActionFunctionArgs): Promise<Outcome | Response> {
  const change = await jsonInput(changeInput, submitted);
  const playlist = params.playlistId ?? '';
  try {
    if (change.intent === 'delete') {
      await request(DeletePlaylistDocument, { playlist });
      return redirect('/playlists');
    }
    const { intent: _intent, ...fields } = change;
    await request(UpdatePlaylistDocument, { playlist, ...fields });
    return { saved: true };
  } catch (failure) {
    if (change.intent !== 'delete' && isConflict(failure)) return { conflict: true };
    return { message: failureMessage(failure) };
  }
}

/** After a change, the playlist is loaded again only if it was saved. */
export function shouldRevalidate({ formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod) return Boolean(actionResult && 'saved' in actionResult);
  return defaultShouldRevalidate;
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = { crumbLabels: (loaded: unknown) => ({ playlistId: gatedData<Playlist>(loaded)?.title }) };

export default function PlaylistRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  return (
    <TeachingGate loaded={loaded} title="Playlist">
      {(playlist) => <PlaylistView key={`${playlist.documentId}:${playlist.version}`} loaded={playlist} />}
    </TeachingGate>
  );
}

function PlaylistView({ loaded: playlist }: { loaded: Playlist }) {
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const detailsChange = useFetcher<typeof clientAction>();
  const itemsChange = useFetcher<typeof clientAction>();
  const details = useRef<HTMLDialogElement>(null);
  const revalidator = useRevalidator();
  useDocumentTitle(playlist.title);
  useBreadcrumbLabel('playlistId', playlist.documentId, playlist.title);

  const busy = detailsChange.state !== 'idle' || itemsChange.state !== 'idle';
  const outcomes = [detailsChange, itemsChange].map((fetcher) => (fetcher.state === 'idle' ? fetcher.data : undefined));
  const conflict = outcomes.some((outcome) => outcome && 'conflict' in outcome);
  const messageOf = (outcome: Outcome | undefined) => (outcome && 'message' in outcome ? outcome.message : undefined);
  const [detailsError, itemsError] = outcomes.map(messageOf);
  const editing = mode === 'edit' && !conflict;

  const items = (playlist.playlist_item ?? []).filter((item) => kindOf(item as LoadedItem));
  const playable = playableItems(items as LoadedItem[]);

  const submit = (fetcher: typeof detailsChange, change: Change) => fetcher.submit(change, { method: 'post', encType: 'application/json' });
  const saveDetails = ({ title, audience }: PlaylistDetails) => submit(detailsChange, { intent: 'details', version: playlist.version, title, audience });
  const remove = () => submit(detailsChange, { intent: 'delete' });
  const openDetails = () => {
    if (detailsError) detailsChange.reset();
    details.current?.showModal();
  };
  // A refused save closes the details dialog, to show the notice behind it.
  useEffect(() => {
    if (conflict) details.current?.close();
  }, [conflict]);
  const edit = () => {
    itemsChange.reset();
    setMode('edit');
  };

  return (
    <main id="main" tabIndex={-1} className="page playlist-page">
      <header className="playlist-page__header">
        <h1>{playlist.title}</h1>
        {playlist.audience && <span className="tag tag--muted">{playlist.audience.title}</span>}
        <button type="button" className="link-button" onClick={openDetails} disabled={busy}>
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
      {editing && itemsError && (
        <p className="form-error" role="alert">
          {itemsError}
        </p>
      )}
      <div className="playlist-page__columns">
        <div>
          {editing ? (
            <PlaylistEditor
              entries={editorEntries(items)}
              busy={busy}
              onCancel={() => setMode('view')}
              onSave={(entries) =>
                submit(itemsChange, {
                  intent: 'items',
                  version: playlist.version,
                  items: entries.map((entry, index) => ({ ...entry.input, playlist_order: index })),
                })
              }
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
            <>
              <Link to={`/playlists/${playlist.documentId}/slides`} className="button">
                Start lesson
              </Link>
              <MakeAvailableOffline kind="playlist" title={playlist.title} href={`/playlists/${playlist.documentId}`} />
            </>
          ) : (
            <p className="muted">Add an activity with slides, or a recording, to present this playlist in lesson mode.</p>
          )}
          {!editing && items.length > 0 && (
            <button type="button" className="button button--outline" onClick={edit} disabled={conflict}>
              Edit playlist contents
            </button>
          )}
        </aside>
      </div>
      <dialog ref={details} className="login-dialog playlist-dialog" aria-labelledby="playlist-details-title">
        <button type="button" className="button button--outline button--small login-dialog__close" onClick={() => details.current?.close()}>
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
