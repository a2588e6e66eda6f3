/**
 * One part of an at-home activity, laid out for a phone: its heading, then its recordings with a
 * large Play (the thing a family came for), then the words, then the pictures and any other files.
 */
import type { AtHomeActivityQuery } from '../../graphql/generated';
import { AudioPlayer } from '../../ui/AudioPlayer';
import { RichText } from '../../ui/RichText';

type Detail = NonNullable<AtHomeActivityQuery['atHomeActivity']>['details'][number];
type File = Detail['media'][number];

const isRecording = (file: File) => file.mime?.startsWith('audio/') ?? false;
const isPicture = (file: File) => file.mime?.startsWith('image/') ?? false;

export function AtHomeDetail({ detail, activityTitle }: { detail: Detail; activityTitle: string }) {
  const name = detail.title ?? activityTitle;
  const recordings = detail.media.filter(isRecording);
  const pictures = detail.media.filter(isPicture);
  const others = detail.media.filter((file) => !isRecording(file) && !isPicture(file));
  return (
    <section className="at-home-detail" aria-label={name}>
      {detail.title && <h2>{detail.title}</h2>}
      {recordings.map((file) => (
        <AudioPlayer
          key={file.url}
          url={file.url}
          label={file.caption || (recordings.length > 1 ? file.name : name)}
          caption={file.caption}
          className="at-home-recording"
          tools="on-request"
        />
      ))}
      <RichText content={detail.description} />
      {pictures.map((file) => (
        <figure key={file.url} className="at-home-picture">
          <img src={file.url} alt={file.alternativeText ?? ''} width={file.width ?? undefined} height={file.height ?? undefined} loading="lazy" />
          {file.caption && <figcaption>{file.caption}</figcaption>}
        </figure>
      ))}
      {others.length > 0 && (
        <ul className="at-home-files">
          {others.map((file) => (
            <li key={file.url}>
              <a href={file.url} download={file.name}>
                {file.caption || file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
