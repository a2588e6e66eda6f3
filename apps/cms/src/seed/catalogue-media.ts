/**
 * The demo catalogue's media, by name: recordings synthesised from the tunes and rhythms below
 * (traditional tunes and tunes written for this project), images drawn from the shared motifs, and
 * one-page PDFs (worksheets, scores drawn from the same tunes, teacher's guides). Each is generated
 * and uploaded once per seed however many items use it.
 */
import type { ImageSpec } from './demo-content-types';
import type { NamedPdf, NamedRecording } from './media';
import type { MelodySpec } from './audio';
import type { MusicalElement, UnitSpec } from './catalogue-types';
import { ELEMENTS } from './catalogue-text';

const melody = (tempo: number, notes: string, extra: Partial<MelodySpec> = {}): MelodySpec => ({
  kind: 'melody',
  tempo,
  notes,
  tonic: 67,
  scale: 'major',
  tone: 'triangle',
  ...extra,
});

const TUNES = {
  hotCrossBuns: '3:1 2:1 1:2 3:1 2:1 1:2 1:.5 1:.5 1:.5 1:.5 2:.5 2:.5 2:.5 2:.5 3:1 2:1 1:2',
  frereJacques: '1 2 3 1 1 2 3 1 3 4 5:2 3 4 5:2',
  lighthouseLullaby: '5:1 4:.5 3:.5 2:1 3:1 1:3',
  marketDayMarch: '1:1 1:.5 1:.5 3:1 5:1 4:1 4:.5 3:.5 2:2 5:1 5:.5 4:.5 3:1 2:1 1:2',
  motif: '1:.5 3:.5 5:1 4:.5 2:1.5 r:1 1:.5 3:.5 5:1 4:.5 2:1.5',
};

export const RECORDINGS: NamedRecording[] = [
  {
    name: 'hot-cross-buns',
    title: 'Hot Cross Buns (traditional)',
    summary: 'The traditional tune on a bright tone: three notes stepping down, then quick repeated notes.',
    recording: melody(180, TUNES.hotCrossBuns),
  },
  {
    name: 'hot-cross-buns-soft',
    title: 'Hot Cross Buns on a softer tone',
    summary: 'The same tune on a pure, rounder tone. What has changed, and what has stayed the same?',
    recording: melody(180, TUNES.hotCrossBuns, { tone: 'sine' }),
  },
  {
    name: 'frere-jacques',
    title: 'Fr\u00e8re Jacques (traditional)',
    summary: 'The first half of the traditional round: a tune that climbs by step and repeats every phrase.',
    recording: melody(180, TUNES.frereJacques, { tonic: 65 }),
  },
  {
    name: 'lighthouse-lullaby',
    title: 'Lighthouse Lullaby',
    summary: 'A slow, gentle tune in a minor key, written for Orchestra Classroom.',
    recording: melody(80, TUNES.lighthouseLullaby, { tonic: 64, scale: 'minor', tone: 'sine' }),
  },
  {
    name: 'market-day-march',
    title: 'Market Day March',
    summary: 'A bouncy march with a strong, steady beat, written for Orchestra Classroom.',
    recording: melody(160, TUNES.marketDayMarch, { tonic: 62 }),
  },
  {
    name: 'rising-scale',
    title: 'Climbing the scale',
    summary: 'Eight notes stepping up from low to high.',
    recording: melody(120, '1 2 3 4 5 6 7 8:2', { tone: 'sine', tonic: 60 }),
  },
  {
    name: 'falling-scale',
    title: 'Coming down the scale',
    summary: 'Eight notes stepping down from high to low.',
    recording: melody(120, '8 7 6 5 4 3 2 1:2', { tone: 'sine', tonic: 60 }),
  },
  {
    name: 'growing-louder',
    title: 'Growing louder',
    summary: 'A repeating pattern that starts very quietly and grows louder right to the end.',
    recording: melody(132, '1 3 5 3 1 3 5 3 5 8:2', { dynamics: 'crescendo' }),
  },
  {
    name: 'loud-call-quiet-echo',
    title: 'Loud call, quiet echo',
    summary: 'A short phrase played loudly, then echoed quietly.',
    recording: melody(150, '5 3 5 3 1:2 r 5 3 5 3 1:2 r', { dynamics: 'loud-then-echo' }),
  },
  {
    name: 'motif-original',
    title: 'The motif',
    summary: 'A five-note motif, a rise and then a fall, heard twice so that it sticks.',
    recording: melody(112, TUNES.motif, { tonic: 60 }),
  },
  {
    name: 'motif-sequence',
    title: 'The motif in sequence',
    summary: 'The same motif three times, starting one step higher each time.',
    recording: melody(140, '1:.5 3:.5 5:1 4:.5 2:1.5 2:.5 4:.5 6:1 5:.5 3:1.5 3:.5 5:.5 7:1 6:.5 4:1.5', { tonic: 60 }),
  },
  {
    name: 'motif-inversion',
    title: 'The motif upside down',
    summary: 'The motif, then its inversion: every step up becomes a step down.',
    recording: melody(112, '1:.5 3:.5 5:1 4:.5 2:1.5 r:1 8:.5 6:.5 4:1 5:.5 7:1.5', { tonic: 60 }),
  },
  {
    name: 'tension-cue',
    title: 'Tension cue',
    summary: 'Low, creeping notes over a held drone, growing louder: music for a scene where something is about to happen.',
    recording: melody(100, '1:.5 2:.5 1:.5 2:.5 1:.5 2:.5 3:.5 2:.5 3:.5 4:.5 3:.5 4:.5 5:2', {
      tonic: 45,
      scale: 'minor',
      drone: true,
      dynamics: 'crescendo',
    }),
  },
  {
    name: 'wonder-cue',
    title: 'Wonder cue',
    summary: 'High, bell-like notes floating upwards: music for a moment of discovery.',
    recording: melody(76, '1:1 3:1 5:1 8:2 5:1', { tonic: 72, scale: 'pentatonic', tone: 'sine', drone: true }),
  },
  {
    name: 'calm-soundscape',
    title: 'Calm soundscape',
    summary: 'Soft, slow notes over a low hum, with a gentle start and a gentle ending.',
    recording: melody(60, '1:1 3:1 2:1 5:2', { tonic: 60, scale: 'pentatonic', tone: 'sine', drone: true, dynamics: 'diminuendo' }),
  },
  {
    name: 'steady-beat-slow',
    title: 'Steady beat: slow',
    summary: 'A calm, steady drum beat at walking pace.',
    recording: { kind: 'rhythm', tempo: 88, stepsPerBeat: 1, layers: [{ sound: 'drum', pattern: 'XxxxXxxx' }] },
  },
  {
    name: 'steady-beat-medium',
    title: 'Steady beat: medium',
    summary: 'A steady drum beat at marching speed, with a shaker between the beats.',
    recording: {
      kind: 'rhythm',
      tempo: 104,
      stepsPerBeat: 2,
      layers: [
        { sound: 'drum', pattern: 'X.x.x.x.X.x.x.x.' },
        { sound: 'shaker', pattern: '.x' },
      ],
    },
  },
  {
    name: 'steady-beat-fast',
    title: 'Steady beat: fast',
    summary: 'A lively drum beat at running pace.',
    recording: { kind: 'rhythm', tempo: 132, stepsPerBeat: 1, layers: [{ sound: 'drum', pattern: 'XxxxXxxxXxxx' }] },
  },
  {
    name: 'rhythm-over-pulse',
    title: 'A rhythm over the pulse',
    summary: 'A short woodblock rhythm, repeated over a quiet drum beat.',
    recording: {
      kind: 'rhythm',
      tempo: 100,
      stepsPerBeat: 2,
      layers: [
        { sound: 'woodblock', pattern: 'X.x.xx.xX.x.xx.x' },
        { sound: 'drum', pattern: 'x.' },
      ],
    },
  },
  {
    name: 'call-and-response',
    title: 'Call and response',
    summary: 'A drum plays a short call, and a woodblock answers with the same rhythm.',
    recording: {
      kind: 'rhythm',
      tempo: 100,
      stepsPerBeat: 2,
      layers: [
        { sound: 'drum', pattern: 'X.x.xx..........' },
        { sound: 'woodblock', pattern: '........X.x.xx..' },
      ],
    },
  },
  {
    name: 'layers-of-rhythm',
    title: 'Layers of rhythm',
    summary: 'A drum beat, then a shaker, then a woodblock, joining one at a time.',
    recording: {
      kind: 'rhythm',
      tempo: 100,
      stepsPerBeat: 2,
      layers: [
        { sound: 'drum', pattern: 'X...x...X...x...' },
        { sound: 'shaker', pattern: '....xxxxxxxxxxxx' },
        { sound: 'woodblock', pattern: '........x.x.xx.x' },
      ],
    },
  },
  {
    name: 'speeding-up',
    title: 'Speeding up',
    summary: 'A drum beat that starts slowly and gradually gets faster.',
    recording: { kind: 'rhythm', tempo: 100, stepsPerBeat: 1, layers: [{ sound: 'drum', pattern: 'XxxxXxxxXxxx' }], accelerate: 2 },
  },
];

const slideImage = (name: string, alt: string, motif: ImageSpec['motif'], colours: [string, string]): ImageSpec => ({
  name,
  alt,
  motif,
  colours,
  width: 800,
  height: 450,
});
const cardImage = (name: string, alt: string, motif: ImageSpec['motif'], colours: [string, string]): ImageSpec => ({
  name,
  alt,
  motif,
  colours,
  width: 400,
  height: 400,
});

export const IMAGES: ImageSpec[] = [
  slideImage('slide-pulse', 'Red bars in a steady row, like beats', 'bars', ['#8C2D39', '#FFD1D6']),
  slideImage('slide-rhythm', 'Orange bars of different heights, like a rhythm', 'bars', ['#B35C00', '#FFE0B8']),
  slideImage('slide-pitch', 'Blue staves with notes climbing up', 'staves', ['#1F5F8B', '#CBE7FA']),
  slideImage('slide-dynamics', 'Waves that grow from small to large', 'waves', ['#12463A', '#BFE8D8']),
  slideImage('slide-tempo', 'Circles spinning out like a fast beat', 'circles', ['#5B2A6E', '#E6D2EE']),
  slideImage('slide-timbre', 'Notes in many colours', 'notes', ['#222E50', '#C9D5F5']),
  slideImage('slide-structure', 'Staves in sections, like a map of a piece', 'staves', ['#2F4858', '#DDEAF1']),
  slideImage('slide-texture', 'Layered waves, one over another', 'waves', ['#6A3D9A', '#E2D4F2']),
  slideImage('family-strings', 'Long curving lines, like strings and bows', 'waves', ['#7A2418', '#FFD9C2']),
  slideImage('family-woodwind', 'Light circles, like breath and air', 'circles', ['#1E6B52', '#DFF3EC']),
  slideImage('family-brass', 'Bright golden notes', 'notes', ['#6B4E00', '#FFE27A']),
  slideImage('family-percussion', 'Bold bars, like drum beats', 'bars', ['#111111', '#F5C518']),
  slideImage('family-voices', 'Notes rising from a stave, like singing', 'staves', ['#174766', '#8FD3FF']),
  cardImage('card-question-sun', 'A question card with bright circles', 'circles', ['#C28A00', '#FFE9A8']),
  cardImage('card-answer-sun', 'An answer card with bright notes', 'notes', ['#C28A00', '#FFF6D6']),
  cardImage('card-question-moon', 'A question card with deep blue waves', 'waves', ['#222E50', '#9FB3E8']),
  cardImage('card-answer-moon', 'An answer card with deep blue notes', 'notes', ['#222E50', '#E1E8FA']),
  { name: 'new-music-commission-main', alt: 'Purple staves and notes, like a composer\u2019s sketch', motif: 'staves', colours: ['#5B2A6E', '#F1E4F6'] },
];

/** One worksheet per musical element, with space to write on that suits the element. */
function worksheet(element: MusicalElement): NamedPdf {
  const el = ELEMENTS[element];
  const writesRhythms = element === 'pulse' || element === 'rhythm' || element === 'tempo';
  const writesNotes = element === 'pitch' || element === 'structure';
  return {
    name: el.worksheet,
    pdf: {
      title: `${el.label}: listening sheet`,
      subtitle: 'Name: ____________________    Date: ____________',
      paragraphs: [
        el.definition,
        `Listen to the track twice. The first time, just listen. The second time, think about this question: ${el.question}`,
        writesRhythms
          ? 'Use the boxes below, one box for each beat. Draw a dot for a sound and leave the box empty for a silence.'
          : writesNotes
            ? 'Use the staves below to draw the shape of what you hear: dots higher up for high notes and lower down for low notes.'
            : 'Draw the music in the space below, using lines, shapes and colours. Then write three words that describe what you heard.',
      ],
      rhythmGridRows: writesRhythms ? 4 : undefined,
      blankStaves: writesNotes ? 3 : undefined,
    },
  };
}

const score = (name: string, title: string, tune: string, about: string): NamedPdf => ({
  name,
  pdf: {
    title,
    subtitle: 'Score',
    paragraphs: [about, 'The tune is shown with note heads on a five-line stave. Filled heads are short notes and open heads are long ones.'],
    tune,
  },
});

export const PDFS: NamedPdf[] = [
  ...(Object.keys(ELEMENTS) as MusicalElement[]).map(worksheet),
  {
    name: 'composing-grid',
    pdf: {
      title: 'Composing grid',
      paragraphs: [
        'Use this sheet to plan and write down your piece. Start with one small idea and write it on the first stave.',
        'On the next staves, try changing your idea: repeat it, move it higher or lower, make it longer or shorter. Tick the version you like best.',
      ],
      blankStaves: 5,
    },
  },
  {
    name: 'warm-up-cards',
    pdf: {
      title: 'Warm-up cards',
      paragraphs: [
        'Cut out the cards below and keep them by the board. At the start of a lesson, ask a volunteer to pick one.',
        'Pass the pulse: a clap travels round the circle without losing the beat.',
        'Copy me: the leader claps a four-beat pattern and everyone echoes it.',
        'Up and down: sing a scale, showing the steps with your hands.',
        'Loud and quiet: the same phrase, first as a roar and then as a whisper.',
      ],
      rhythmGridRows: 2,
    },
  },
  {
    name: 'concert-visit-guide',
    pdf: {
      title: 'Your visit to the concert hall',
      paragraphs: [
        'Arrive 30 minutes before the concert starts. Staff in red lanyards will meet your coach and show your class to its seats.',
        'The concert lasts about an hour with no interval. Toilets are next to the foyer; a quiet room is open throughout.',
        'Children are invited to clap, sing and move during the concert. The presenter will show when it is time to join in.',
        'Before you come, learn the two join-in songs with the activities on Orchestra Classroom.',
      ],
    },
  },
  score(
    'score-hot-cross-buns',
    'Hot Cross Buns',
    TUNES.hotCrossBuns,
    'A traditional tune that uses only three notes. It is a good first tune for tuned percussion or recorders.',
  ),
  score(
    'score-market-day-march',
    'Market Day March',
    TUNES.marketDayMarch,
    'A march written for Orchestra Classroom. Keep a steady beat on a drum while others play the tune.',
  ),
  score(
    'score-lighthouse-lullaby',
    'Lighthouse Lullaby',
    TUNES.lighthouseLullaby,
    'A slow lullaby in a minor key, written for Orchestra Classroom. Play it gently, letting the last note ring.',
  ),
  score(
    'score-motif',
    'The motif and its changes',
    TUNES.motif,
    'The motif used throughout Composing with Motifs: a rise and then a fall. Try writing its sequence and inversion on the staves of the composing grid.',
  ),
  {
    name: 'commission-timeline',
    pdf: {
      title: 'New Music Commission: the term at a glance',
      paragraphs: [
        'Weeks 1 and 2: the composer introduces the commission and shares a first sketch. Students respond with motifs of their own.',
        'Weeks 3 to 5: sketches grow into sections. Students try transforming the composer\u2019s ideas and send back recordings.',
        'Weeks 6 and 7: the orchestra rehearses the new piece. Students hear which of their ideas made it into the score.',
        'Week 8: the premiere, performed in the concert hall and streamed to schools.',
      ],
    },
  },
  {
    name: 'commission-sketchbook',
    pdf: {
      title: 'A page from the composer\u2019s sketchbook',
      paragraphs: [
        'Composers rarely write a piece from beginning to end. They jot down ideas, try them out and keep the ones that work.',
        'Use the staves below as your own sketchbook page. Write a motif, then three different ways of changing it.',
      ],
      blankStaves: 4,
    },
  },
];

/** A programme's teacher's guide, written from its units. */
export function teachersGuide(name: string, programmeTitle: string, units: UnitSpec[]): NamedPdf {
  return {
    name,
    pdf: {
      title: `Teacher\u2019s guide: ${programmeTitle}`,
      paragraphs: [
        `${programmeTitle} has two units of four lessons. Each lesson opens with the same warm-up, so that the start of every session feels familiar, and most end with a short plenary.`,
        ...units.map((unit, index) => `Unit ${index + 1}, ${unit.title}: ${unit.blurb} ${ELEMENTS[unit.element].definition}`),
        'Every activity has slides for the board, recordings to play and notes on adapting it for your group. Use the activity options to choose the version that suits your room and your time.',
      ],
    },
  };
}
