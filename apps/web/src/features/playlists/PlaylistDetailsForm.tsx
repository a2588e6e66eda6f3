/**
 * The playlist-details form (docs/product.md, "Playlist page"): a name and an audience, 400 px
 * wide. Create mode has no playlist; edit mode shows the delete option, which asks once more before
 * deleting.
 */
import { useState, type FormEvent } from 'react';
import { useShellData } from '../../app/shell-data';
import { TextField } from '../../ui/FormFields';
import { ConfirmDelete } from '../../ui/ConfirmDelete';

export interface PlaylistDetails {
  title: string;
  audience: string | null;
}

export const EMPTY_NAME = 'Please give your playlist a name.';

export function PlaylistDetailsForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  onDelete,
}: {
  initial?: PlaylistDetails;
  submitLabel: string;
  busy?: boolean;
  error?: string;
  onSubmit: (details: PlaylistDetails) => void;
  onCancel?: () => void;
  /** Edit mode: deleting the playlist. */
  onDelete?: () => void;
}) {
  const { audiences } = useShellData();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [audience, setAudience] = useState(initial?.audience ?? '');
  const [titleError, setTitleError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(EMPTY_NAME);
      return;
    }
    setTitleError(undefined);
    onSubmit({ title: title.trim(), audience: audience || null });
  };

  return (
    <form className="playlist-details" onSubmit={submit} noValidate>
      <TextField label="Playlist name" value={title} onChange={setTitle} error={titleError} maxLength={120} required autoComplete="off" />
      <div className="field">
        <label htmlFor="playlist-audience">Audience</label>
        <select id="playlist-audience" value={audience} onChange={(event) => setAudience(event.target.value)}>
          <option value="">No particular audience</option>
          {audiences.filter(Boolean).map((option) => (
            <option key={option!.documentId} value={option!.documentId}>
              {option!.title}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="playlist-details__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
      {onDelete && (
        <div className="playlist-details__delete">
          <ConfirmDelete
            label="Delete this playlist"
            question="Delete this playlist? Its items stay in the libraries; only the playlist goes."
            busy={busy}
            onConfirm={onDelete}
          />
        </div>
      )}
    </form>
  );
}
