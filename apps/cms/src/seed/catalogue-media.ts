/**
 * The demo catalogue's media, by name (their recipes are in demo/media.yaml): recordings synthesised
 * from tunes and rhythms (traditional tunes and tunes written for this project), images drawn from
 * the shared motifs, and one-page PDFs, some of them written here from the data: a worksheet per
 * musical element, scores drawn from the tunes, and each programme's teacher's guide. Each is
 * generated and uploaded once per seed however many items use it.
 */
import type { z } from 'zod';
import type { NamedPdf, NamedRecording } from './media';
import type { MelodySpec } from './audio';
import type { ElementText, MusicalElement, UnitSpec, mediaFile } from './demo-data/schema';

type MediaFile = z.output<typeof mediaFile>;
type MelodyFields = Omit<MelodySpec, 'kind' | 'tonic' | 'scale' | 'tone'> & Partial<MelodySpec>;

/** The recordings, images and PDFs of media.yaml, with the worksheets and scores written out. */
export function catalogueMedia(file: MediaFile, elements: Record<MusicalElement, ElementText>, melody: (fields: MelodyFields) => MelodySpec) {
  const tuneNotes = (name: string) => {
    const notes = file.tunes[name];
    if (!notes) throw new Error(`The demo data file demo/media.yaml names the tune '${name}', which its tunes do not define`);
    return notes;
  };
  const recordings = file.recordings.map(({ name, title, summary, melody: tune, rhythm, countInBeats, words }): NamedRecording => {
    if (rhythm && !tune) return { name, title, summary, countInBeats, words, recording: { kind: 'rhythm', ...rhythm } };
    if (!tune || rhythm) throw new Error(`The demo data file demo/media.yaml: recording '${name}' needs either a melody or a rhythm`);
    const { tune: tuneName, notes, ...fields } = { tune: undefined, notes: undefined, ...tune };
    return { name, title, summary, countInBeats, words, recording: melody({ ...fields, notes: notes ?? tuneNotes(tuneName!) }) };
  });
  const documents = file.documents.map(({ name, ...pdf }): NamedPdf => ({ name, pdf }));
  const scores = file.scores.map(({ name, title, tune, about }) => score(name, title, tuneNotes(tune), about));
  return {
    recordings,
    images: [...file.images.slides, ...file.images.cards, ...file.images.other],
    pdfs: [...(Object.keys(elements) as MusicalElement[]).map((element) => worksheet(element, elements[element])), ...documents, ...scores],
  };
}

/** One worksheet per musical element, with space to write on that suits the element. */
function worksheet(element: MusicalElement, el: ElementText): NamedPdf {
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

/** A programme's teacher's guide, written from its units. */
export function teachersGuide(name: string, programmeTitle: string, units: UnitSpec[], elements: Record<MusicalElement, ElementText>): NamedPdf {
  return {
    name,
    pdf: {
      title: `Teacher\u2019s guide: ${programmeTitle}`,
      paragraphs: [
        `${programmeTitle} has two units of four lessons. Each lesson opens with the same warm-up, so that the start of every session feels familiar, and most end with a short plenary.`,
        ...units.map((unit, index) => `Unit ${index + 1}, ${unit.title}: ${unit.blurb} ${elements[unit.element].definition}`),
        'Every activity has slides for the board, recordings to play and notes on adapting it for your group. Use the activity options to choose the version that suits your room and your time.',
      ],
    },
  };
}
