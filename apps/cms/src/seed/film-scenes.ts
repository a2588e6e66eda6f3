/**
 * The scenes the demo's own films are drawn from (docs/product.md, "Videos"), by name: backgrounds
 * and sprites in SVG, their movements and sound as ffmpeg expressions of the time `t`, rendered at
 * seed time by film-render.ts. Their titles, captions and lesson are data (demo/films.yaml), which
 * names a scene here for each film and its sign-language version.
 */
import { envelope, pathThrough, type FilmScene } from './film-render';
import type { Cue } from './demo-data/schema';

// ---- Follow the conductor: a 4/4 beat pattern, big and loud, then small and quiet ---------------

const BEAT = 0.5; // 120 beats a minute: 16 beats, four bars, in 8 seconds
const CONDUCTOR_SECONDS = 8;
const CENTRE = { x: 320, y: 180 };
/** Where the beats of a 4/4 pattern fall around the centre: down, left, right, up. */
const BEAT_POINTS = [
  { x: 0, y: 90 },
  { x: -130, y: 20 },
  { x: 130, y: 20 },
  { x: 0, y: -110 },
];
/** The pattern's size: full for the first two bars (loud), then small (quiet). */
const conductorScale = envelope([
  [3.8, 1],
  [4.2, 0.42],
]);
const beatPath = (axis: 'x' | 'y') =>
  `${CENTRE[axis]}+(${conductorScale})*(${pathThrough(
    BEAT_POINTS.map((point) => point[axis]),
    BEAT,
  )})`;
const beatIndex = `mod(floor(t/${BEAT}),4)`;
/** The current beat's point, as an expression (for the flash that marks each beat). */
const beatPoint = (axis: 'x' | 'y') =>
  `${CENTRE[axis]}+(${conductorScale})*(${BEAT_POINTS.reduceRight((rest, point, index) => `if(eq(${beatIndex},${index}),${point[axis]},${rest})`, '0')})`;
const beatUnit = `mod(t,${BEAT})`;

/** A line of text (drawn with whatever sans-serif font the machine has; the films do not depend on it). */
const label = (x: number, y: number, size: number, text: string, extra = '', fill = '#f4f6fa') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${fill}" ${extra}>${text}</text>`;

const dot = (r: number, fill: string, stroke = '') => `<circle cx="${r + 2}" cy="${r + 2}" r="${r}" fill="${fill}" ${stroke}/>`;

const conductor: FilmScene = {
  seconds: CONDUCTOR_SECONDS,
  background: [
    '<rect width="640" height="360" fill="#14213d"/>',
    '<rect x="0" y="300" width="640" height="60" fill="#0b1220"/>',
    label(24, 42, 26, 'Follow the conductor'),
    // The four beats of the big pattern, numbered, and of the small one.
    ...BEAT_POINTS.flatMap((point, index) => [
      `<circle cx="${CENTRE.x + point.x}" cy="${CENTRE.y + point.y}" r="16" fill="none" stroke="#f1c453" stroke-width="3" opacity="0.7"/>`,
      label(CENTRE.x + point.x + 22, CENTRE.y + point.y + 8, 20, String(index + 1), 'opacity="0.8"'),
      `<circle cx="${CENTRE.x + point.x * 0.42}" cy="${CENTRE.y + point.y * 0.42}" r="6" fill="#f1c453" opacity="0.5"/>`,
    ]),
    // The conductor: a figure with their back to us, below the pattern.
    '<circle cx="320" cy="334" r="20" fill="#2c3e63"/>',
    '<path d="M 250 360 Q 320 300 390 360 Z" fill="#2c3e63"/>',
  ].join(''),
  sprites: [
    // The flash on each beat: large at the start of the beat, gone by a fifth of it.
    {
      svg: dot(26, 'none', 'stroke="#ffd978" stroke-width="5"'),
      size: 56,
      x: beatPoint('x'),
      y: beatPoint('y'),
      enable: `lt(${beatUnit},${BEAT * 0.35})`,
    },
    // The baton's tip, with a fainter trail a moment behind it.
    {
      svg: dot(10, '#f4f6fa', 'opacity="0.45"'),
      size: 24,
      x: beatPath('x').replace(/\bt\b/g, 'max(0,t-0.06)'),
      y: beatPath('y').replace(/\bt\b/g, 'max(0,t-0.06)'),
    },
    { svg: dot(14, '#ffffff'), size: 32, x: beatPath('x'), y: beatPath('y') },
  ],
  // A tick on every beat, higher on the first of the bar; loud for two bars, then quiet.
  sound: `(0.12+0.5*(${conductorScale}-0.42)/0.58)*sin(2*PI*if(eq(${beatIndex},0),880,660)*t)*exp(-9*${beatUnit})*(1-exp(-300*${beatUnit})) + 0.05*sin(2*PI*220*t)`,
};

/** The conductor film's sign-language version: a signer in a frame, signing along with the beat (square, to sit beside the film). */
const signer: FilmScene = {
  seconds: CONDUCTOR_SECONDS,
  width: 360,
  height: 360,
  background: [
    '<rect width="360" height="360" fill="#0b1220"/>',
    '<rect x="14" y="14" width="332" height="332" rx="18" fill="#24324a" stroke="#f1c453" stroke-width="4"/>',
    // The signer: head, neck and shoulders.
    '<circle cx="180" cy="112" r="44" fill="#c98f65"/>',
    '<rect x="166" y="152" width="28" height="22" fill="#c98f65"/>',
    '<path d="M 52 346 Q 58 182 180 170 Q 302 182 308 346 Z" fill="#3b6b8c"/>',
    '<circle cx="164" cy="106" r="4" fill="#14213d"/><circle cx="196" cy="106" r="4" fill="#14213d"/>',
    '<path d="M 165 130 Q 180 140 195 130" fill="none" stroke="#14213d" stroke-width="3"/>',
    '<rect x="262" y="28" width="72" height="38" rx="8" fill="#f1c453"/>',
    label(272, 56, 24, 'BSL', '', '#14213d'),
  ].join(''),
  sprites: [
    // Two hands: circling in time with the beat, the left a half beat behind the right.
    { svg: dot(22, '#c98f65'), size: 48, x: `224+50*sin(2*PI*t/${BEAT * 2})`, y: `240-38*cos(2*PI*t/${BEAT * 2})` },
    { svg: dot(22, '#d9a07a'), size: 48, x: `136-50*sin(2*PI*(t-${BEAT / 2})/${BEAT * 2})`, y: `240-38*cos(2*PI*(t-${BEAT / 2})/${BEAT * 2})` },
  ],
  sound: '0',
};

// ---- Loud and quiet: a sound meter that rises and falls with the music ----------------------------

const LOUDNESS_SECONDS = 8;
/** How loud the music is (0 to 1) over the film: quiet, a crescendo, the loudest moment, then a fade. */
const loudness = envelope([
  [0, 0.1],
  [1, 0.1],
  [4, 1],
  [5, 1],
  [7.5, 0],
]);
const METER_BARS = 12;
const NOTE = 0.5;
/** The tune: a pentatonic figure (semitones above middle C) repeated every five notes. */
const TUNE = [0, 4, 7, 9, 12];
const noteStep = `mod(floor(t/${NOTE}),${TUNE.length})`;
const pitch = TUNE.reduceRight((rest, semitones, index) => `if(eq(${noteStep},${index}),${semitones},${rest})`, '0');
const noteUnit = `mod(t,${NOTE})`;

const meterColour = (index: number) => (index < 6 ? '#4cc38a' : index < 10 ? '#f1c453' : '#ef6b5b');

const loudAndQuiet: FilmScene = {
  seconds: LOUDNESS_SECONDS,
  background: [
    '<rect width="640" height="360" fill="#1d1536"/>',
    label(24, 42, 26, 'Loud and quiet'),
    ...Array.from(
      { length: METER_BARS },
      (_, index) =>
        `<rect x="${120 + index * 36}" y="${300 - 16 - index * 16}" width="28" height="${16 + index * 16}" rx="4" fill="none" stroke="#8e86b3" stroke-width="2"/>`,
    ),
    label(96, 336, 22, 'quiet', 'font-style="italic"'),
    label(500, 336, 22, 'loud', 'font-style="italic"'),
  ].join(''),
  bars: Array.from({ length: METER_BARS }, (_, index) => ({
    x: 122 + index * 36,
    y: 300 - 14 - index * 16,
    width: 24,
    height: 12 + index * 16,
    colour: meterColour(index),
    enable: `gt(${loudness},${(index + 0.5) / METER_BARS})`,
  })),
  sprites: [
    // A note that bounces on every new note of the tune.
    {
      svg: '<ellipse cx="20" cy="34" rx="14" ry="10" fill="#f4f6fa"/><rect x="31" y="4" width="4" height="30" fill="#f4f6fa"/>',
      size: 48,
      x: '560',
      y: `90-24*exp(-8*${noteUnit})`,
    },
  ],
  sound: `(0.04+0.56*${loudness})*sin(2*PI*261.63*pow(2,(${pitch})/12)*t)*(1-exp(-60*${noteUnit}))*exp(-2.5*${noteUnit})`,
};

/** The scenes demo/films.yaml may name. */
export const FILM_SCENES: Record<string, FilmScene> = { conductor, signer, 'loud-and-quiet': loudAndQuiet };

/** A WebVTT file of the cues. */
export function webVtt(cues: Cue[]): string {
  const time = (seconds: number) => {
    const whole = Math.floor(seconds);
    const millis = Math.round((seconds - whole) * 1000);
    const minutes = Math.floor(whole / 60);
    return `00:${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
  };
  return `WEBVTT\n\n${cues.map(([from, to, text], index) => `${index + 1}\n${time(from)} --> ${time(to)}\n${text}\n`).join('\n')}`;
}
