/**
 * 'Add to playlist' on activity pages and audio excerpts (docs/product.md, "Add to playlist"). A
 * visitor gets the login panel and a teacher without a subscription the Subscribe dialog, as gated
 * links do. A subscriber chooses one of their playlists, or names a new one (the form shows by
 * itself when they have none); the item is added at the end and a confirmation links to the
 * playlist.
 *
 * Adding re-reads the playlist just before saving, and tries once more if another tab saved in
 * between, so adding never drops what is already there.
 */
import './playlists.css';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CreatePlaylistDocument, PlaylistDocument, PlaylistsDocument, UpdatePlaylistDocument, type PlaylistsQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { failureMessage, isConflict, withItemAdded, type LoadedItem, type PlaylistItemInput } from '../../lib/playlist';
import { useLoginPanel } from '../account/LoginPanel';
import { useSession } from '../account/SessionProvider';
import { useSubscribeDialog } from '../account/SubscribeDialog';
import { ACTIVE_SUBSCRIBER } from '../account/session';
import { Spinner } from '../../app/StatusViews';
import { TextField } from '../../ui/FormFields';
import { EMPTY_NAME } from './PlaylistDetailsForm';

type Playlists = PlaylistsQuery['playlistSummaries'];
type State =
  | { step: 'closed' }
  | { step: 'loading' }
  | { step: 'choose'; playlists: Playlists }
  | { step: 'saving'; playlists: Playlists }
  | { step: 'done'; playlist: { documentId: string; title: string } }
  | { step: 'failed'; message: string; playlists?: Playlists };

/** Appends the item to the playlist as it is now, retrying once when another tab saved first. */
async function appendTo(playlistId: string, item: PlaylistItemInput, attempt = 1): Promise<{ documentId: string; title: string }> {
  const { playlist } = await request(PlaylistDocument, { playlist: playlistId });
  if (!playlist) throw new Error('That playlist could not be found. It may have been deleted.');
  try {
    const saved = await request(UpdatePlaylistDocument, {
      playlist: playlistId,
      version: playlist.version,
      items: withItemAdded((playlist.playlist_item ?? []) as LoadedItem[], item),
    });
    return saved.updatePlaylist;
  } catch (error) {
    if (attempt < 2 && isConflict(error)) return appendTo(playlistId, item, attempt + 1);
    throw error;
  }
}

export function AddToPlaylist({ item, itemLabel, className = 'button button--outline' }: { item: PlaylistItemInput; itemLabel: string; className?: string }) {
  const { canAccessContent, isLoggedIn } = useSession();
  const loginPanel = useLoginPanel();
  const subscribeDialog = useSubscribeDialog();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ step: 'closed' });
  const [chosen, setChosen] = useState('');
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const headingId = useId();

  const start = async () => {
    dialog.current?.showModal();
    setState({ step: 'loading' });
    setNameError(undefined);
    try {
      const { playlistSummaries: playlists } = await request(PlaylistsDocument, {});
      setCreating(playlists.length === 0);
      setChosen(playlists[0]?.documentId ?? '');
      setState({ step: 'choose', playlists });
    } catch (error) {
      setState({ step: 'failed', message: failureMessage(error) });
    }
  };

  const open = () => {
    if (canAccessContent) return void start();
    if (isLoggedIn) return subscribeDialog.open();
    loginPanel.open((roleType) => (roleType === ACTIVE_SUBSCRIBER ? void start() : subscribeDialog.open()));
  };

  const close = () => {
    dialog.current?.close();
    setState({ step: 'closed' });
    setName('');
  };

  const save = async (playlists: Playlists) => {
    // A new name typed with no playlist chosen creates one; otherwise the item joins the chosen playlist (docs/product.md, "Add to playlist").
    if (creating && !name.trim()) {
      setNameError(EMPTY_NAME);
      return;
    }
    setState({ step: 'saving', playlists });
    try {
      const playlist = creating
        ? (await request(CreatePlaylistDocument, { title: name.trim(), items: [{ ...item, playlist_order: 0 }] })).createPlaylist
        : await appendTo(chosen, item);
      setName('');
      setState({ step: 'done', playlist });
    } catch (error) {
      setState({ step: 'failed', message: failureMessage(error), playlists });
    }
  };

  return (
    <>
      <button type="button" className={className} onClick={open} aria-haspopup="dialog" aria-label={`Add to playlist: ${itemLabel}`}>
        Add to playlist
      </button>
      <dialog ref={dialog} className="login-dialog playlist-dialog" aria-labelledby={headingId} onClose={() => setState({ step: 'closed' })}>
        <button type="button" className="button button--outline button--small login-dialog__close" onClick={close}>
          Close <span aria-hidden="true">×</span>
        </button>
        <h2 id={headingId}>Add to playlist</h2>
        <p className="playlist-dialog__item">{itemLabel}</p>
        {state.step === 'loading' && <Spinner label="Loading your playlists..." />}
        {(state.step === 'choose' || state.step === 'saving' || (state.step === 'failed' && state.playlists)) && (
          <form
            className="playlist-details"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const playlists = 'playlists' in state ? state.playlists : undefined;
              if (playlists) void save(playlists);
            }}
          >
            {!creating && 'playlists' in state && state.playlists && (
              <fieldset className="field">
                <legend>Choose a playlist</legend>
                {state.playlists.map((playlist) => (
                  <label key={playlist.documentId} className="field__checkbox">
                    <input
                      type="radio"
                      name="playlist"
                      value={playlist.documentId}
                      checked={chosen === playlist.documentId}
                      onChange={() => setChosen(playlist.documentId)}
                    />
                    {playlist.title}
                  </label>
                ))}
              </fieldset>
            )}
            {creating && <TextField label="New playlist name" value={name} onChange={setName} error={nameError} maxLength={120} autoComplete="off" autoFocus />}
            {state.step === 'failed' && (
              <p className="form-error" role="alert">
                {state.message}
              </p>
            )}
            <div className="playlist-details__actions">
              <button type="submit" className="button" disabled={state.step === 'saving'}>
                {state.step === 'saving' ? 'Adding...' : creating ? 'Create playlist and add' : 'Add to this playlist'}
              </button>
              {'playlists' in state && state.playlists && state.playlists.length > 0 && (
                <button type="button" className="link-button" onClick={() => setCreating(!creating)}>
                  {creating ? 'Choose an existing playlist instead' : 'Create a new playlist'}
                </button>
              )}
            </div>
          </form>
        )}
        {state.step === 'failed' && !state.playlists && (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        )}
        {state.step === 'done' && (
          <div role="status" className="playlist-dialog__done">
            <p>
              Added to <strong>{state.playlist.title}</strong>.
            </p>
            <p className="playlist-details__actions">
              <Link to={`/playlists/${state.playlist.documentId}`} className="button" onClick={close}>
                View playlist
              </Link>
              <button type="button" className="button button--outline" onClick={close}>
                Done
              </button>
            </p>
          </div>
        )}
      </dialog>
    </>
  );
}
