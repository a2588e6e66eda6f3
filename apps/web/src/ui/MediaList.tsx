import './media-list.css';
import { AudioPlayer } from './AudioPlayer';

/** Images, audio and other files attached to content, each shown in the way its type allows. */
interface Media {
  documentId: string;
  url: string;
  mime: string;
  name: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
}

export function MediaList({ media }: { media: ReadonlyArray<Media | null | undefined> }) {
  const items = media.filter((item): item is Media => Boolean(item?.url));
  if (items.length === 0) return null;
  return (
    <ul className="media-list">
      {items.map((item) => (
        <li key={item.documentId}>
          {item.mime.startsWith('image/') ? (
            <figure>
              <img src={item.url} alt={item.alternativeText ?? ''} width={item.width ?? undefined} height={item.height ?? undefined} loading="lazy" />
              {item.caption && <figcaption>{item.caption}</figcaption>}
            </figure>
          ) : item.mime.startsWith('audio/') ? (
            <AudioPlayer url={item.url} caption={item.caption || item.name} />
          ) : (
            <a href={item.url} target="_blank" rel="noopener">
              {item.caption || item.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
