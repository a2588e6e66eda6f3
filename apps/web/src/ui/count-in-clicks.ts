/**
 * The count-in's clicks, synthesised with Web Audio (an OscillatorNode per click, no audio file): a
 * short high blip per beat, higher on the bar's first. `onBeat` hears each beat as it sounds, so the
 * player can show 1, 2, 3, 4; the promise resolves true when the bar is over (time to play), false if
 * cancelled. Without Web Audio the count-in is silent but keeps its time.
 */
import type { CountInClick } from '../lib/audio-player';

const ACCENT_HZ = 1760;
const BEAT_HZ = 1320;
const CLICK_SECONDS = 0.06;
/** A moment for the clicks to be scheduled before the first sounds. */
const LEAD_SECONDS = 0.05;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  return context;
}

export interface CountInRun {
  done: Promise<boolean>;
  cancel: () => void;
}

export function playCountIn(clicks: CountInClick[], totalSeconds: number, onBeat: (beat: number) => void): CountInRun {
  const ctx = audioContext();
  const timers: number[] = [];
  const nodes: OscillatorNode[] = [];
  let finish: (played: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => (finish = resolve));

  const start = (ctx?.currentTime ?? 0) + LEAD_SECONDS;
  if (ctx) {
    // Inside the Play press, so the browser lets the context start.
    void ctx.resume().catch(() => {});
    for (const click of clicks) {
      const at = start + click.at;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = click.accent ? ACCENT_HZ : BEAT_HZ;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(click.accent ? 0.8 : 0.55, at + 0.004);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + CLICK_SECONDS);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + CLICK_SECONDS + 0.01);
      nodes.push(oscillator);
    }
  }
  clicks.forEach((click, index) => timers.push(window.setTimeout(() => onBeat(index + 1), (LEAD_SECONDS + click.at) * 1000)));
  timers.push(window.setTimeout(() => finish(true), (LEAD_SECONDS + totalSeconds) * 1000));

  return {
    done,
    cancel: () => {
      for (const timer of timers) window.clearTimeout(timer);
      for (const node of nodes) {
        try {
          node.stop();
        } catch {
          // Already stopped.
        }
      }
      finish(false);
    },
  };
}
