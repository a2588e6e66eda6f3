/**
 * How the search reads words (docs/search.md, "Words"): the same steps for the index and for a
 * query, so that a word typed either way meets the word written either way.
 * 1. Cut into words at anything that is not a letter or a digit ('warm-up' is 'warm' and 'up').
 * 2. Lower case, accents folded ('Händel' is 'handel').
 * 3. American spellings read as British ones ('color' is 'colour', '-ize' is '-ise', 'program' is
 *    'programme', 'center' is 'centre'), so either finds both.
 * 4. Stemmed with the Porter stemmer ('singing' is 'sing', 'drums' is 'drum').
 * Stop words ('the', 'for', 'about') are dropped: a query of several words asks for all of them.
 */
import { stemmer } from 'stemmer';

const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have how i in into is it its of on or our so that the their them then there these they this to was we what when where which who why will with you your about'.split(
    ' ',
  ),
);

/** American spellings of words a music teacher writes, as the British words they are read as. */
const BRITISH_SPELLING: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  colorful: 'colourful',
  favorite: 'favourite',
  favorites: 'favourites',
  behavior: 'behaviour',
  behaviors: 'behaviours',
  harbor: 'harbour',
  honor: 'honour',
  humor: 'humour',
  labor: 'labour',
  neighbor: 'neighbour',
  neighbors: 'neighbours',
  flavor: 'flavour',
  rumor: 'rumour',
  vigor: 'vigour',
  center: 'centre',
  centers: 'centres',
  theater: 'theatre',
  theaters: 'theatres',
  meter: 'metre',
  meters: 'metres',
  fiber: 'fibre',
  liter: 'litre',
  program: 'programme',
  programs: 'programmes',
  catalog: 'catalogue',
  catalogs: 'catalogues',
  dialog: 'dialogue',
  analog: 'analogue',
  gray: 'grey',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  license: 'licence',
  traveling: 'travelling',
  traveled: 'travelled',
  modeling: 'modelling',
  labeled: 'labelled',
  labeling: 'labelling',
  canceled: 'cancelled',
  signaling: 'signalling',
  fulfill: 'fulfil',
  enroll: 'enrol',
  mold: 'mould',
  aluminum: 'aluminium',
  pediatric: 'paediatric',
  encyclopedia: 'encyclopaedia',
  tire: 'tyre',
};

/** '-ize' words that are not the American '-ise' (size, prize, seize...). */
const NOT_ISE = new Set(['size', 'sizes', 'sized', 'prize', 'prizes', 'seize', 'seized', 'capsize', 'capsized', 'baize', 'maize', 'citizen', 'citizens']);
const IZE = /(?<stem>[a-z]{3,})(?:iz|yz)(?<end>e|es|ed|er|ers|ing|ation|ations)$/;

/** Lower case, accents folded. */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The British spelling of a folded word. */
export function britishSpelling(word: string): string {
  const listed = BRITISH_SPELLING[word];
  if (listed) return listed;
  if (NOT_ISE.has(word)) return word;
  const ize = IZE.exec(word);
  if (ize?.groups) return word.replace(IZE, (whole) => whole.replace(/iz(?=[a-z]*$)/, 'is').replace(/yz(?=[a-z]*$)/, 'ys'));
  return word;
}

/** The words of a text as written (letters and digits, any script), in order. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** Cuts a text into words for the index (MiniSearch's tokenize). */
export function tokenize(text: string): string[] {
  return wordsOf(text);
}

/** Terms of words already seen: a catalogue's vocabulary is small, stemming it again and again is not free. */
const known = new Map<string, string | null>();
const KNOWN_MAX = 200_000;

/** The term a word is indexed and searched as, or null for a stop word (MiniSearch's processTerm). */
export function termOf(word: string): string | null {
  let term = known.get(word);
  if (term === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    term = freshTermOf(word);
    known.set(word, term);
  }
  return term;
}

function freshTermOf(word: string): string | null {
  const folded = foldWord(word)
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  if (!folded || STOP_WORDS.has(folded)) return null;
  if (/^\d+$/.test(folded)) return folded;
  return stemmer(britishSpelling(folded));
}

/** The terms of a text, stop words left out. */
export function termsOf(text: string): string[] {
  return tokenize(text)
    .map(termOf)
    .filter((term): term is string => term !== null);
}
