/**
 * The "Words on screen" field of audio slides (docs/product.md, "Words on screen"): the song's words
 * as timed lines ("[0:12.5] Hello, hello"), typed by hand or timed by tapping along. In "Tap along"
 * the editor presses Start: the slide's recording (its sibling `audio` field) plays from the start,
 * and each tap of the big button (or Space / Enter on it) gives the next line the time it is at.
 * The times are written into the field when the last line is tapped or the editor stops.
 *
 * The recording is fetched with the editor's admin token (the file door lets editors hear
 * recordings: files/editor-access.ts) and played from memory, so it is never public.
 */
import * as React from 'react';
import { Box, Button, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { useFetchClient, useForm } from '@strapi/strapi/admin';
import { formatTime, readSungWords, wordsWithoutTimes, writeSungWords, type SungLine } from '../../api/activity-slideshow/sung-words';

interface TimedWordsInputProps {
  name: string;
  label?: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  value?: string | null;
  onChange: (name: string, value: string) => void;
  labelAction?: React.ReactNode;
}

type Recording = { url?: string | null; name?: string | null } | null | undefined;

/** The value at a dotted form path (`slides.3.audio`). */
function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);
}

/** The slide's recording, played from a blob fetched with the editor's admin token. */
function useRecordingUrl(recording: Recording, wanted: boolean) {
  const { get } = useFetchClient();
  const [state, setState] = React.useState<{ source?: string; url?: string; problem?: string }>({});
  const source = recording?.url ?? undefined;
  React.useEffect(() => {
    if (!wanted || !source) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    setState({ source });
    get(source, { responseType: 'blob' } as never)
      .then(({ data }) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(data as Blob);
        setState({ source, url: objectUrl });
      })
      .catch(() => !cancelled && setState({ source, problem: 'The recording could not be loaded. Check it in the media library, then try again.' }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [get, source, wanted]);
  return state.source === source ? state : {};
}

export function TimedWordsInput({ name, label, hint, error, required, disabled, value, onChange, labelAction }: TimedWordsInputProps) {
  const text = value ?? '';
  const recording = useForm('TimedWordsInput', (state) => valueAt(state.values, name.replace(/words$/, 'audio'))) as Recording;
  const [open, setOpen] = React.useState(false);
  const loaded = useRecordingUrl(recording, open);
  const audio = React.useRef<HTMLAudioElement>(null);
  const tapButton = React.useRef<HTMLButtonElement>(null);
  const [position, setPosition] = React.useState(0);
  /** While tapping: the words in order and the times tapped so far. */
  const [tapping, setTapping] = React.useState<{ words: string[]; times: number[] } | null>(null);
  const reading = readSungWords(text);
  const words = wordsWithoutTimes(text);

  const write = (timed: SungLine[], untimed: string[] = []) => onChange(name, [writeSungWords(timed), ...untimed].filter(Boolean).join('\n'));

  const finish = (state = tapping) => {
    if (!state) return;
    audio.current?.pause();
    setTapping(null);
    const timed = state.times.map((seconds, n) => ({ seconds, words: state.words[n] }));
    // Lines not tapped yet stay, without a time, so the save names the first one still to time.
    write(timed, state.words.slice(state.times.length));
  };

  const start = async () => {
    const element = audio.current;
    if (!element || words.length === 0) return;
    setTapping({ words, times: [] });
    element.currentTime = 0;
    await element.play().catch(() => undefined);
    tapButton.current?.focus();
  };

  const tap = () => {
    if (!tapping || !audio.current) return;
    const now = Math.round(audio.current.currentTime * 10) / 10;
    const previous = tapping.times[tapping.times.length - 1];
    const times = [...tapping.times, previous !== undefined && now <= previous ? previous + 0.1 : now];
    const next = { ...tapping, times };
    if (times.length >= tapping.words.length) finish(next);
    else setTapping(next);
  };

  const nextLine = tapping ? tapping.words[tapping.times.length] : undefined;
  const problem = error ?? (reading.ok ? undefined : reading.message);

  return (
    <Field.Root name={name} hint={hint} error={problem} required={required}>
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Field.Label action={labelAction}>{label}</Field.Label>
        <Textarea
          value={text}
          disabled={disabled || Boolean(tapping)}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(name, event.target.value)}
          placeholder={'[0:00.0] The first line of the song\n[0:04.5] The second line'}
          style={{ fontFamily: 'monospace', minHeight: '10rem' }}
        />
        <Field.Hint />
        <Field.Error />
        <Flex gap={2} wrap="wrap">
          <Button type="button" variant="secondary" onClick={() => setOpen(!open)} disabled={disabled} aria-expanded={open}>
            {open ? 'Close tap along' : 'Tap along'}
          </Button>
          {reading.ok && reading.lines.length > 0 && (
            <Typography variant="pi" textColor="neutral600">
              {reading.lines.length} timed {reading.lines.length === 1 ? 'line' : 'lines'}, the last at{' '}
              {formatTime(reading.lines[reading.lines.length - 1].seconds)}
            </Typography>
          )}
        </Flex>
        {open && (
          <Box padding={4} background="neutral100" hasRadius data-testid="tap-along">
            {!recording?.url ? (
              <Typography>Choose the slide&apos;s recording first (the Recording field), then tap along to it.</Typography>
            ) : loaded.problem ? (
              <Typography textColor="danger600">{loaded.problem}</Typography>
            ) : (
              <Flex direction="column" alignItems="stretch" gap={3}>
                <Typography>
                  Paste or type the words above, one sung line per line. Press Start: the recording plays from the beginning. Tap the big button (or press
                  Space) as each line begins. You can also type or correct times by hand: the player shows where you are.
                </Typography>
                <audio
                  ref={audio}
                  src={loaded.url}
                  controls
                  preload="auto"
                  aria-label={`Recording: ${recording.name ?? 'the slide recording'}`}
                  onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
                  onEnded={() => finish()}
                />
                <Typography variant="omega" aria-live="off">
                  Now at {formatTime(position)}
                </Typography>
                {tapping ? (
                  <Flex direction="column" alignItems="stretch" gap={2}>
                    <Button ref={tapButton} type="button" size="L" onClick={tap}>
                      Tap: “{nextLine}” starts now
                    </Button>
                    <Typography variant="pi">
                      Line {tapping.times.length + 1} of {tapping.words.length}
                    </Typography>
                    <Button type="button" variant="tertiary" onClick={() => finish()}>
                      Stop and keep the times tapped so far
                    </Button>
                  </Flex>
                ) : (
                  <Button type="button" onClick={start} disabled={disabled || words.length === 0 || !loaded.url}>
                    {words.length === 0 ? 'Type the words above first' : `Start tapping along (${words.length} lines)`}
                  </Button>
                )}
              </Flex>
            )}
          </Box>
        )}
      </Flex>
    </Field.Root>
  );
}
