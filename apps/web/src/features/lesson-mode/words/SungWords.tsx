/**
 * A song's words on an audio slide (docs/product.md, "Words on screen"): the line being sung, large,
 * with the next line beneath, following the slide's recording as it plays and when the teacher
 * seeks; the "Words" toggle shows or hides them. The template tells it the recording's time
 * (AudioPlayer's onTimeUpdate). A slide without words shows nothing.
 */
import './sung-words.css';
import { useMemo } from 'react';
import { linesAt, readSungLines } from './sung-words';
import { useWordsShown } from './words-shown';

export function SungWords({ words, time }: { words: string | null | undefined; time: number }) {
  const lines = useMemo(() => readSungLines(words), [words]);
  const [shown, setShown] = useWordsShown();
  if (!lines.some((line) => line.words)) return null;
  const { index, current, next } = linesAt(lines, time);
  return (
    <section className={shown ? 'sung-words' : 'sung-words sung-words--hidden'} aria-label="Words of the song">
      <button type="button" className="sung-words__toggle" aria-pressed={shown} onClick={() => setShown(!shown)}>
        Words
      </button>
      {shown && (
        <div className="sung-words__lines">
          <p className="sung-words__current" data-line={index}>
            {current?.words ?? ''}
          </p>
          <p className="sung-words__next">{next?.words ?? ''}</p>
        </div>
      )}
    </section>
  );
}
