import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AudioPlayer } from './AudioPlayer';

// jsdom plays nothing: play() and pause() fire the element's events, as a browser's would.
let plays = 0;
beforeEach(() => {
  plays = 0;
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    plays += 1;
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const player = () => screen.getByRole('group', { name: 'Audio player: March' });

describe('AudioPlayer', () => {
  it('offers no count-in without a tempo', () => {
    render(<AudioPlayer url="/uploads/march.wav" label="March" />);
    expect(screen.queryByRole('checkbox', { name: 'Count in' })).toBeNull();
  });

  it('counts in one bar at the tempo before it plays, showing the beats', async () => {
    render(<AudioPlayer url="/uploads/march.wav" label="March" tempo={120} beatsPerBar={3} />);
    const countIn = screen.getByRole('checkbox', { name: 'Count in' }) as HTMLInputElement;
    expect(countIn.checked).toBe(false);
    fireEvent.click(countIn);
    fireEvent.click(screen.getByRole('button', { name: 'Play March' }));
    expect(player().dataset.state).toBe('counting-in');
    expect(plays).toBe(0);
    await act(async () => void vi.advanceTimersByTime(600));
    expect(player().querySelector('.audio-player__beat')?.textContent).toBe('2');
    // Three beats at 120 a minute: 1.5 s, then it plays.
    await act(async () => void vi.advanceTimersByTime(800));
    expect(plays).toBe(0);
    await act(async () => void vi.advanceTimersByTime(200));
    expect(plays).toBe(1);
    expect(player().dataset.state).toBe('playing');
  });

  it('counts in slower at a slower speed, and Play again during the count-in stops it', async () => {
    render(<AudioPlayer url="/uploads/march.wav" label="March" tempo={120} />);
    fireEvent.click(screen.getByRole('radio', { name: '0.5x' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Count in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play March' }));
    // Four beats at 60 a minute (120 at half speed): nothing plays for 4 s.
    await act(async () => void vi.advanceTimersByTime(3900));
    expect(plays).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the count-in of March' }));
    expect(player().dataset.state).toBe('paused');
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(plays).toBe(0);
  });

  it('sets the speed with < and > while focused, keeping the pitch', () => {
    render(<AudioPlayer url="/uploads/march.wav" label="March" />);
    const audio = player().querySelector('audio')!;
    screen.getByRole('radio', { name: '1x' }).focus();
    fireEvent.keyDown(screen.getByRole('radio', { name: '1x' }), { key: '<' });
    fireEvent.keyDown(document.activeElement!, { key: '<' });
    expect((screen.getByRole('radio', { name: '0.5x' }) as HTMLInputElement).checked).toBe(true);
    expect(audio.playbackRate).toBe(0.5);
    expect(audio.preservesPitch).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: '>' });
    expect((screen.getByRole('radio', { name: '0.75x' }) as HTMLInputElement).checked).toBe(true);
  });

  it('lists its keys, and keeps the tools behind "Practice" at home', () => {
    render(<AudioPlayer url="/uploads/march.wav" label="March" tools="on-request" />);
    expect(player().getAttribute('aria-keyshortcuts')).toBe('[ ] \\ < >');
    expect(player().dataset.tools).toBe('on-request');
    const practice = screen.getByRole('button', { name: 'Practice tools for March' });
    expect(practice.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(practice);
    expect(practice.getAttribute('aria-expanded')).toBe('true');
    expect(player().dataset.toolsOpen).toBe('true');
  });
});
