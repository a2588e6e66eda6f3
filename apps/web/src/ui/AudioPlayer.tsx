/**
 * The audio player of slides, cards, audio pages, playlists and at-home pages (docs/product.md,
 * "Audio player"): a large play/pause, a progress bar that can be dragged or stepped with the arrow
 * keys, the time remaining as mm:ss (read from the file's metadata before Play), a rewind button only
 * while paused part-way, and the rehearsal tools as large toggles: loop, speed (0.5x, 0.75x, 1x,
 * 1.5x, pitch kept), an A-B loop (one button: set A, set B, clear; its ends then drag on the progress
 * bar) and, for a recording whose editors gave it a tempo, a count-in (one bar of clicks first).
 *
 * One row holds play, progress and time wherever the player is placed: in a narrow container (a
 * phone, a slide card) the tools fold behind a "Tools" button (container queries, audio-player.css);
 * with `tools="on-request"` (at-home pages, for families) they always do, behind "Practice tools".
 *
 * Keys, while focus is in the player or while it plays: [ sets A, ] sets B, \ clears the loop, < and
 * > change the speed (listed in aria-keyshortcuts and in lesson mode's keys dialog). Every control is
 * a native button, range, checkbox or radio with a label naming the recording. `onTimeUpdate` hears
 * the position while it plays (for words shown in time with the recording). In lesson mode the same
 * player takes the dark theme and the stage's size (features/lesson-mode/slides/parts.css).
 */
import './audio-player.css';
import { useEffect, useId, useRef, useState } from 'react';
import { AUDIO_SPEEDS, countInOf, minutesAndSeconds, nextLoopStep, playerKeyAction, speedLabel, stepSpeed } from '../lib/audio-player';
import { AudioTrack } from './AudioTrack';
import { RECORDING_FAILED, useRecording, type Recording } from './use-recording';

/** The player's keys, for aria-keyshortcuts (lib/audio-player.ts PLAYER_KEYS). */
export const PLAYER_KEYSHORTCUTS = '[ ] \\ < >';

export interface AudioPlayerProps {
  url: string | null | undefined;
  /** What the recording is, for the controls' accessible names. */
  label?: string | null;
  /** Text shown under the controls (a file's caption), when there is one. */
  caption?: string | null;
  className?: string;
  /** 'metadata' shows the length at once; 'none' waits for Play. */
  preload?: 'metadata' | 'none' | 'auto';
  /** The recording's beats per minute and beats in a bar, as its editors set them: with a tempo, a count-in is offered. */
  tempo?: number | null;
  beatsPerBar?: number | null;
  /** 'shown': the tools in view when there is room (teachers); 'on-request': behind "Practice tools" (families at home). */
  tools?: 'shown' | 'on-request';
  /** Hears the position in seconds on every animation frame while playing, and after each seek. */
  onTimeUpdate?: (seconds: number) => void;
}

export function AudioPlayer({ url, label, caption, className, preload = 'metadata', tempo, beatsPerBar, tools = 'shown', onTimeUpdate }: AudioPlayerProps) {
  const countIn = countInOf(tempo, beatsPerBar);
  const recording = useRecording(url, preload, { countIn, onTimeUpdate });
  const speedName = useId();
  const optionsId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [toolsOpen, setToolsOpen] = useState(false);
  const name = label?.trim() || caption?.trim() || 'Recording';
  usePlayerKeys(root, recording);
  if (!url) return null;
  const { playing, state, beat, remaining, partWay, failed, loop, speed } = recording;
  const playLabel = state === 'counting-in' ? 'Stop the count-in of' : playing ? 'Pause' : 'Play';

  return (
    <div
      ref={root}
      className={className ? `audio-player ${className}` : 'audio-player'}
      role="group"
      aria-label={`Audio player: ${name}`}
      aria-keyshortcuts={PLAYER_KEYSHORTCUTS}
      data-failed={failed || undefined}
      data-state={state}
      data-tools={tools}
      data-tools-open={toolsOpen || undefined}
    >
      <audio {...recording.audioProps} />
      <div className="audio-player__main">
        <button type="button" className="audio-player__play" onClick={recording.toggle} aria-label={`${playLabel} ${name}`} disabled={failed}>
          {state === 'counting-in' ? (
            <span className="audio-player__beat" aria-hidden="true">
              {beat || '·'}
            </span>
          ) : (
            <span aria-hidden="true" className={playing ? 'audio-player__icon audio-player__icon--pause' : 'audio-player__icon audio-player__icon--play'} />
          )}
          <span className="audio-player__play-label">{state === 'counting-in' ? 'Stop' : playing ? 'Pause' : 'Play'}</span>
        </button>
        <AudioTrack recording={recording} name={name} disabled={failed} />
        <span className="audio-player__time" role="timer" aria-live="off" aria-label={`Time remaining: ${remaining}`}>
          {remaining}
        </span>
        {!failed && (
          <button
            type="button"
            className="audio-player__more"
            aria-expanded={toolsOpen}
            aria-controls={optionsId}
            aria-label={`${tools === 'on-request' ? 'Practice tools' : 'Tools'} for ${name}`}
            onClick={() => setToolsOpen((open) => !open)}
          >
            {tools === 'on-request' ? 'Practice' : 'Tools'}
          </button>
        )}
      </div>
      {failed ? (
        <p className="audio-player__failed" role="alert">
          {RECORDING_FAILED}
        </p>
      ) : (
        <div className="audio-player__options" id={optionsId}>
          {!playing && partWay && (
            <button type="button" className="audio-player__toggle audio-player__rewind" onClick={recording.rewind} aria-label={`Back to the start of ${name}`}>
              Rewind
            </button>
          )}
          <label className="audio-player__toggle">
            <input type="checkbox" checked={loop} onChange={(event) => recording.setLoop(event.target.checked)} />
            <span>Loop</span>
          </label>
          <LoopButton recording={recording} name={name} />
          {countIn && (
            <label
              className="audio-player__toggle audio-player__count-in"
              title={`One bar of ${countIn.beatsPerBar} clicks at ${countIn.tempo} beats a minute before it plays`}
            >
              <input type="checkbox" checked={recording.countInOn} onChange={(event) => recording.setCountInOn(event.target.checked)} />
              <span>Count in</span>
            </label>
          )}
          <fieldset className="audio-player__speeds">
            <legend>Speed</legend>
            {AUDIO_SPEEDS.map((option) => (
              <label key={option} className="audio-player__toggle">
                <input
                  type="radio"
                  name={speedName}
                  value={option}
                  checked={speed === option}
                  onChange={() => recording.setSpeed(option)}
                  aria-keyshortcuts="< >"
                />
                <span>{speedLabel(option)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
      {caption?.trim() && <span className="audio-player__caption">{caption}</span>}
    </div>
  );
}

/** The A-B loop's one button: "Set A", then "Set B" (while it plays, at the moment pressed), then "Clear A-B". */
function LoopButton({ recording, name }: { recording: Recording; name: string }) {
  const step = nextLoopStep(recording.loopPoints);
  const { a, b } = recording.loopPoints;
  const text = step === 'set-a' ? 'Set A' : step === 'set-b' ? 'Set B' : 'Clear A-B';
  const description =
    step === 'set-a'
      ? `Set the loop start (A) of ${name} here`
      : step === 'set-b'
        ? `Set the loop end (B) of ${name} here; it starts at ${minutesAndSeconds(a ?? 0)}`
        : `Clear the loop of ${name} from ${minutesAndSeconds(a ?? 0)} to ${minutesAndSeconds(b ?? 0)}`;
  return (
    <button
      type="button"
      className="audio-player__toggle audio-player__ab"
      data-step={step}
      onClick={recording.stepLoop}
      aria-label={description}
      aria-keyshortcuts={step === 'set-a' ? '[' : step === 'set-b' ? ']' : '\\'}
      disabled={recording.duration <= 0}
    >
      {text}
    </button>
  );
}

function isTypingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable || ['SELECT', 'TEXTAREA'].includes(element.tagName)) return true;
  return element.tagName === 'INPUT' && !['range', 'radio', 'checkbox'].includes((element as HTMLInputElement).type);
}

/** The player's keys (PLAYER_KEYS): while focus is inside it, or while it is the recording playing or counting in. */
function usePlayerKeys(root: React.RefObject<HTMLDivElement | null>, recording: Recording) {
  const latest = useRef(recording);
  latest.current = recording;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingIn(event.target)) return;
      const action = playerKeyAction(event.key);
      const player = root.current;
      const now = latest.current;
      if (!action || !player || now.failed) return;
      const focused = player.contains(document.activeElement);
      // Another player has focus: the key is that one's.
      if (!focused && (now.state === 'paused' || document.activeElement?.closest('.audio-player'))) return;
      if (action === 'set-a' || action === 'set-b') now.setLoopPointHere(action === 'set-a' ? 'a' : 'b');
      else if (action === 'clear-loop') now.clearLoop();
      else now.setSpeed(stepSpeed(now.speed, action === 'faster' ? 1 : -1));
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root]);
}
