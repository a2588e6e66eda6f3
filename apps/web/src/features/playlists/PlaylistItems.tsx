/** A playlist's items as the page lists them, and as its editor orders them. */
import { Link } from 'react-router';
import type { PlaylistQuery } from '../../graphql/generated';
import { itemInputs, kindOf, type LoadedItem } from '../../lib/playlist';
import { timeLabel } from '../../lib/activity-page';
import { AudioPlayer } from '../../ui/AudioPlayer';
import type { EditorEntry } from './PlaylistEditor';

export type Playlist = NonNullable<PlaylistQuery['playlist']>;
export type Item = NonNullable<Playlist['playlist_item']>[number];

function itemLabel(item: Item): string {
  if (!item || item.__typename === 'Error') return 'Item';
  if (item.__typename === 'ComponentPlaylistActivityItem') return item.item?.title || item.title || 'Activity';
  return item.title || item.item?.caption || item.item?.name || 'Recording';
}

export function editorEntries(items: ReadonlyArray<Item>): EditorEntry[] {
  const inputs = itemInputs(items as LoadedItem[]);
  const kept = items.filter((item) => kindOf(item as LoadedItem));
  return inputs.map((input, index) => ({ key: (kept[index] as { id: string }).id, input, label: itemLabel(kept[index]) }));
}

/** An activity (its link, time and type) or a recording (its player and where it came from). */
export function PlaylistItemView({ item }: { item: Item }) {
  if (!item || item.__typename === 'Error') return null;
  if (item.__typename === 'ComponentPlaylistActivityItem') {
    const activity = item.item!;
    const to = item.context_path || `/-/-/activity/${activity.documentId}`;
    return (
      <>
        <Link to={to} className="card__link">
          <span className="card__title">{activity.title}</span>
        </Link>
        <p className="activity-card__meta">
          <span className="tag">Activity</span>
          <span className="tag tag--muted">{timeLabel(activity.time)}</span>
          {activity.type && <span className="tag tag--muted">{activity.type}</span>}
        </p>
        {activity.lesson_summary && <p>{activity.lesson_summary}</p>}
      </>
    );
  }
  const file = item.item!;
  const title = item.title || file.caption || file.name;
  return (
    <>
      <p className="card__title">{title}</p>
      <p className="activity-card__meta">
        <span className="tag">Recording</span>
        {item.context_path && (
          <Link to={item.context_path} className="playlist-item__source">
            Where it came from<span className="visually-hidden">: {title}</span>
          </Link>
        )}
      </p>
      <AudioPlayer url={file.url} label={title} />
    </>
  );
}
