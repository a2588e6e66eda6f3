/**
 * Demo recordings synthesised at seed time: short mono WAV files (16 kHz, 16-bit PCM) of melodies
 * in a scale, played on sine or triangle tones with simple envelopes, or of rhythm patterns on
 * synthesised drums, clicks, woodblocks and shakers. Nothing is recorded, sampled or downloaded.
 */

export const SAMPLE_RATE = 16_000;
const MIN_SECONDS = 2;
const MAX_SECONDS = 6;

export type Tone = 'sine' | 'triangle';
export type PercussionSound = 'drum' | 'click' | 'woodblock' | 'shaker';
export type Scale = 'major' | 'minor' | 'pentatonic';

/**
 * A tune written as space-separated `degree:beats` tokens: degree 1 is the tonic, 8 the octave
 * above, 0 and negative numbers go below (0 is the seventh below the tonic); `r` is a rest.
 * For example Hot Cross Buns starts `3:1 2:1 1:2`.
 */
export interface MelodySpec {
  kind: 'melody';
  tempo: number; // beats per minute
  tonic: number; // MIDI note number of degree 1
  scale: Scale;
  tone: Tone;
  notes: string;
  /** How loudness changes across the clip. */
  dynamics?: 'steady' | 'crescendo' | 'diminuendo' | 'loud-then-echo';
  /** A quiet held tonic under the tune, for a thicker texture. */
  drone?: boolean;
}

/**
 * Layers of a rhythm on a grid of `stepsPerBeat` steps: `X` an accented hit, `x` a hit, `.` silence.
 * Every layer repeats until the longest layer ends.
 */
export interface RhythmSpec {
  kind: 'rhythm';
  tempo: number;
  stepsPerBeat: number;
  layers: Array<{ sound: PercussionSound; pattern: string }>;
  /** Gradually shortens the steps, so the rhythm speeds up by this factor by the end. */
  accelerate?: number;
}

export type RecordingSpec = MelodySpec | RhythmSpec;

const SCALES: Record<Scale, number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  pentatonic: [0, 2, 4, 7, 9],
};

function midiOf(degree: number, tonic: number, scale: Scale): number {
  const steps = SCALES[scale];
  const index = degree - 1;
  const octave = Math.floor(index / steps.length);
  return tonic + octave * 12 + steps[((index % steps.length) + steps.length) % steps.length];
}

const frequencyOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function oscillator(tone: Tone, phase: number): number {
  if (tone === 'sine') return Math.sin(2 * Math.PI * phase);
  const t = phase - Math.floor(phase);
  return 1 - 4 * Math.abs(t - 0.5);
}

/** Attack, short decay to a sustain level, release at the end: no clicks at note boundaries. */
function noteEnvelope(t: number, length: number): number {
  const attack = 0.012;
  const release = Math.min(0.08, length * 0.3);
  const level = t < attack ? t / attack : 0.75 + 0.25 * Math.exp(-(t - attack) / 0.09);
  const tail = length - t < release ? Math.max(0, (length - t) / release) : 1;
  return level * tail;
}

function dynamicsAt(shape: MelodySpec['dynamics'], position: number): number {
  switch (shape) {
    case 'crescendo':
      return 0.2 + 0.8 * position;
    case 'diminuendo':
      return 1 - 0.8 * position;
    case 'loud-then-echo':
      return position < 0.5 ? 1 : 0.25;
    default:
      return 0.85;
  }
}

function parseNotes(notes: string): Array<{ degree: number | null; beats: number }> {
  return notes
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [degree, beats = '1'] = token.split(':');
      return { degree: degree === 'r' ? null : Number(degree), beats: Number(beats) };
    });
}

function renderMelody(spec: MelodySpec): Float32Array {
  const notes = parseNotes(spec.notes);
  const beatSeconds = 60 / spec.tempo;
  const totalSeconds = notes.reduce((sum, note) => sum + note.beats, 0) * beatSeconds + 0.25;
  const samples = new Float32Array(Math.ceil(totalSeconds * SAMPLE_RATE));
  let start = 0;
  for (const note of notes) {
    const length = note.beats * beatSeconds;
    if (note.degree !== null) {
      const frequency = frequencyOf(midiOf(note.degree, spec.tonic, spec.scale));
      const first = Math.floor(start * SAMPLE_RATE);
      const count = Math.floor(length * SAMPLE_RATE);
      for (let i = 0; i < count && first + i < samples.length; i++) {
        const t = i / SAMPLE_RATE;
        const gain = noteEnvelope(t, length) * dynamicsAt(spec.dynamics, (start + t) / totalSeconds);
        // A touch of the octave above makes the tones less bare.
        const value = oscillator(spec.tone, frequency * t) + 0.2 * oscillator('sine', 2 * frequency * t);
        samples[first + i] += 0.5 * gain * value;
      }
    }
    start += length;
  }
  if (spec.drone) {
    const frequency = frequencyOf(spec.tonic - 12);
    for (let i = 0; i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      samples[i] += 0.18 * noteEnvelope(t, totalSeconds) * oscillator('sine', frequency * t);
    }
  }
  return samples;
}

function seededNoise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/** One percussion hit, `t` seconds after it starts. */
function hit(sound: PercussionSound, t: number, noise: () => number): number {
  switch (sound) {
    case 'drum': {
      const frequency = 55 + 90 * Math.exp(-t / 0.03); // a quick downward pitch sweep
      return Math.sin(2 * Math.PI * frequency * t) * Math.exp(-t / 0.16);
    }
    case 'click':
      return Math.sin(2 * Math.PI * 2200 * t) * Math.exp(-t / 0.008);
    case 'woodblock':
      return Math.sin(2 * Math.PI * 880 * t) * Math.exp(-t / 0.035);
    case 'shaker':
      return 0.5 * noise() * Math.exp(-t / 0.03);
  }
}

const HIT_SECONDS = 0.4;

function renderRhythm(spec: RhythmSpec): Float32Array {
  const steps = Math.max(...spec.layers.map((layer) => layer.pattern.length));
  const stepSeconds = 60 / spec.tempo / spec.stepsPerBeat;
  const accelerate = spec.accelerate ?? 1;
  const onsets: number[] = [];
  let time = 0;
  for (let step = 0; step < steps; step++) {
    onsets.push(time);
    time += stepSeconds / (1 + (accelerate - 1) * (step / steps));
  }
  const samples = new Float32Array(Math.ceil((time + HIT_SECONDS) * SAMPLE_RATE));
  spec.layers.forEach((layer, index) => {
    const noise = seededNoise(index + 1);
    for (let step = 0; step < steps; step++) {
      const mark = layer.pattern[step % layer.pattern.length];
      if (mark !== 'x' && mark !== 'X') continue;
      const gain = mark === 'X' ? 0.9 : 0.55;
      const first = Math.floor(onsets[step] * SAMPLE_RATE);
      for (let i = 0; i < HIT_SECONDS * SAMPLE_RATE && first + i < samples.length; i++) {
        samples[first + i] += gain * hit(layer.sound, i / SAMPLE_RATE, noise);
      }
    }
  });
  return samples;
}

/** Scales to a comfortable peak and writes a 16-bit PCM mono WAV file. */
function encodeWav(samples: Float32Array): Buffer {
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  const scale = (0.8 / peak) * 32767;
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    wav.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i] * scale))), 44 + i * 2);
  }
  return wav;
}

/** Renders a recording to WAV. Throws when it would last less than 2 s or more than 6 s. */
export function synthesiseWav(spec: RecordingSpec): Buffer {
  const samples = spec.kind === 'melody' ? renderMelody(spec) : renderRhythm(spec);
  const seconds = samples.length / SAMPLE_RATE;
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw new Error(`A demo recording should last ${MIN_SECONDS} to ${MAX_SECONDS} s, not ${seconds.toFixed(1)} s`);
  }
  return encodeWav(samples);
}
