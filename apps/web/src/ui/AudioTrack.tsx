/**
 * The audio player's progress bar: a native range (dragged, or stepped a second at a time with the
 * arrow keys), with the A-B loop drawn over it as a band whose two ends are handles. Each handle is
 * dragged with a pointer, or focused and moved with the arrow keys (a second; Shift, a tenth), which
 * then do not turn lesson mode's slide.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { loopBand, minutesAndSeconds, type LoopPoints } from '../lib/audio-player';
import type { Recording } from './use-recording';

export function AudioTrack({ recording, name, disabled }: { recording: Recording; name: string; disabled: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const { position, duration, loopPoints } = recording;
  const band = loopBand(loopPoints, duration);
  const known = duration > 0;

  const timeAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return 0;
    return (Math.max(0, Math.min(clientX - box.left, box.width)) / box.width) * duration;
  };

  return (
    <div className="audio-player__track" ref={track} data-loop={band ? (loopPoints.b !== null ? 'a-b' : 'a') : undefined}>
      <input
        type="range"
        className="audio-player__progress"
        min={0}
        max={known ? duration : 1}
        step={1}
        value={known ? Math.min(position, duration) : 0}
        disabled={disabled || !known}
        onChange={(event) => recording.seek(Number(event.target.value))}
        aria-label={`Position in ${name}`}
        aria-valuetext={known ? `${minutesAndSeconds(position)} of ${minutesAndSeconds(duration)}` : 'Length not known yet'}
        style={{ '--progress': `${known ? (Math.min(position, duration) / duration) * 100 : 0}%` } as React.CSSProperties}
      />
      {band && (
        <>
          <span className="audio-player__loop-band" aria-hidden="true" style={{ left: `${band.start}%`, width: `${Math.max(0, band.end - band.start)}%` }} />
          <LoopHandle point="a" loopPoints={loopPoints} duration={duration} name={name} recording={recording} timeAt={timeAt} percent={band.start} />
          {loopPoints.b !== null && (
            <LoopHandle point="b" loopPoints={loopPoints} duration={duration} name={name} recording={recording} timeAt={timeAt} percent={band.end} />
          )}
        </>
      )}
    </div>
  );
}

interface HandleProps {
  point: 'a' | 'b';
  loopPoints: LoopPoints;
  duration: number;
  name: string;
  recording: Recording;
  timeAt: (clientX: number) => number;
  percent: number;
}

function LoopHandle({ point, loopPoints, duration, name, recording, timeAt, percent }: HandleProps) {
  const value = loopPoints[point] ?? 0;
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    recording.moveLoopPoint(point, timeAt(event.clientX));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = event.shiftKey ? 0.1 : 1;
    const moves: Record<string, number> = { ArrowLeft: -step, ArrowDown: -step, ArrowRight: step, ArrowUp: step };
    if (event.key in moves) recording.moveLoopPoint(point, value + moves[event.key]);
    else if (event.key === 'Home') recording.moveLoopPoint(point, 0);
    else if (event.key === 'End') recording.moveLoopPoint(point, duration);
    else return;
    event.preventDefault();
  };
  const label = point === 'a' ? `Loop start (A) in ${name}` : `Loop end (B) in ${name}`;
  return (
    <span
      role="slider"
      tabIndex={0}
      className={`audio-player__loop-handle audio-player__loop-handle--${point}`}
      style={{ left: `${percent}%` }}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration * 10) / 10}
      aria-valuenow={Math.round(value * 10) / 10}
      aria-valuetext={minutesAndSeconds(value)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden="true">{point.toUpperCase()}</span>
    </span>
  );
}
