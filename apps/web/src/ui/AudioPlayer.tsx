/**
 * The audio player of slides, cards and audio pages (docs/product.md, "Audio player"): a large
 * play/pause, a progress bar that can be dragged or stepped with the arrow keys, the time remaining
 * as mm:ss ('--:--' while unknown), a rewind button only while paused part-way, and loop and speed
 * (0.75x, 1x, 1.5x) as large toggles. A file that cannot be loaded says so in the player's place.
 *
 * Every control is a native button, range, checkbox or radio with a label naming the recording, so it
 * works from the keyboard and with a screen reader. In lesson mode the same player takes the dark
 * theme and the stage's size (features/lesson-mode/slides/parts.css).
 */
import './audio-player.css';
import { useId } from 'react';
import { AUDIO_SPEEDS, minutesAndSeconds, speedLabel } from '../lib/audio-player';
import { RECORDING_FAILED, useRecording } from './use-recording';

export interface AudioPlayerProps {
  url: string | null | undefined;
  /** What the recording is, for the controls' accessible names. */
  label?: string | null;
  /** Text shown under the controls (a file's caption), when there is one. */
  caption?: string | null;
  className?: string;
  /** 'metadata' shows the length at once; 'none' (pages with many recordings) waits for Play. */
  preload?: 'metadata' | 'none' | 'auto';
  /** Told the recording's time as it plays and when it is sought (a song's words follow it). */
  onTime?: (seconds: number) => void;
}

export function AudioPlayer({ url, label, caption, className, preload = 'metadata', onTime }: AudioPlayerProps) {
  const recording = useRecording(url, preload, onTime);
  const speedName = useId();
  const name = label?.trim() || caption?.trim() || 'Recording';
  if (!url) return null;
  const { playing, remaining, position, duration, partWay, failed, loop, speed } = recording;

  return (
    <div
      className={className ? `audio-player ${className}` : 'audio-player'}
      role="group"
      aria-label={`Audio player: ${name}`}
      data-failed={failed || undefined}
    >
      <audio {...recording.audioProps} />
      <div className="audio-player__main">
        <button type="button" className="audio-player__play" onClick={recording.toggle} aria-label={`${playing ? 'Pause' : 'Play'} ${name}`} disabled={failed}>
          <span aria-hidden="true" className={playing ? 'audio-player__icon audio-player__icon--pause' : 'audio-player__icon audio-player__icon--play'} />
          <span className="audio-player__play-label">{playing ? 'Pause' : 'Play'}</span>
        </button>
        <input
          type="range"
          className="audio-player__progress"
          min={0}
          max={duration > 0 ? duration : 1}
          step={1}
          value={duration > 0 ? Math.min(position, duration) : 0}
          disabled={failed || duration <= 0}
          onChange={(event) => recording.seek(Number(event.target.value))}
          aria-label={`Position in ${name}`}
          aria-valuetext={duration > 0 ? `${minutesAndSeconds(position)} of ${minutesAndSeconds(duration)}` : 'Length not known yet'}
          style={{ '--progress': `${duration > 0 ? (Math.min(position, duration) / duration) * 100 : 0}%` } as React.CSSProperties}
        />
        <span className="audio-player__time" role="timer" aria-live="off" aria-label={`Time remaining: ${remaining}`}>
          {remaining}
        </span>
      </div>
      {failed ? (
        <p className="audio-player__failed" role="alert">
          {RECORDING_FAILED}
        </p>
      ) : (
        <div className="audio-player__options">
          {!playing && partWay && (
            <button type="button" className="audio-player__toggle audio-player__rewind" onClick={recording.rewind} aria-label={`Back to the start of ${name}`}>
              Rewind
            </button>
          )}
          <label className="audio-player__toggle">
            <input type="checkbox" checked={loop} onChange={(event) => recording.setLoop(event.target.checked)} />
            <span>Loop</span>
          </label>
          <fieldset className="audio-player__speeds">
            <legend>Speed</legend>
            {AUDIO_SPEEDS.map((option) => (
              <label key={option} className="audio-player__toggle">
                <input type="radio" name={speedName} value={option} checked={speed === option} onChange={() => recording.setSpeed(option)} />
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
