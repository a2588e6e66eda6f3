/**
 * Small tables of teaching copy that the demo catalogue's longer texts are composed from: one entry
 * per musical element, per kind of activity and per audience, so that a few hundred activity
 * options, delivery notes and slides read naturally without each being written out by hand.
 * All copy is written for this project.
 */
import type { ActivityKind, CatalogueAudience, MusicalElement, SlideTemplate, VideoClip } from './catalogue-types';

export interface ElementText {
  /** As it reads mid-sentence: 'the pulse', 'dynamics (loud and quiet)'. */
  name: string;
  /** As a heading or label: 'Pulse'. */
  label: string;
  definition: string;
  question: string;
  explore: string;
  compose: string;
  game: string;
  objectives: Record<CatalogueAudience, { title: string; description: string }>;
  /** Titles of the flip cards that practise this element. */
  cards: [string, string, string];
  /** Which demo film suits this element best. */
  clip: VideoClip;
  /** The generated image used on this element's slides (a name from catalogue-media.ts). */
  image: string;
  /** The element's worksheet (a PDF name from catalogue-media.ts). */
  worksheet: string;
}

export const ELEMENTS: Record<MusicalElement, ElementText> = {
  pulse: {
    name: 'the pulse',
    label: 'Pulse',
    definition: 'The pulse is the steady beat that runs through music, like a heartbeat.',
    question: 'Can you feel the steady beat? Tap it gently on your knees.',
    explore: 'Keep the beat on different parts of the body and notice whether the pulse stays the same when the sound changes.',
    compose: 'Build a short pattern that fits exactly over four beats of the pulse.',
    game: 'Anyone who loses the beat simply joins in again on the next count: nobody is ever out.',
    objectives: {
      primary: { title: 'Keep a steady pulse', description: 'Children keep a steady beat with their body or an instrument while listening to music.' },
      secondary: { title: 'Identify pulse and metre', description: 'Students find the pulse of an extract, count its metre and hold it while others play.' },
      send: {
        title: 'Respond to a steady beat',
        description: 'Learners respond to a steady beat in their own way: rocking, tapping, vocalising or pressing a switch.',
      },
    },
    cards: ['Heartbeat', 'Footsteps', 'Ticking clock'],
    clip: 'body-percussion',
    image: 'slide-pulse',
    worksheet: 'sheet-pulse',
  },
  rhythm: {
    name: 'rhythm',
    label: 'Rhythm',
    definition: 'A rhythm is a pattern of long and short sounds that sits on top of the pulse.',
    question: 'Can you clap the pattern that keeps coming back?',
    explore: 'Try each rhythm slowly, then at the speed of the music, and notice which ones feel easy to repeat.',
    compose: 'Make a four-beat rhythm from words you like, then clap it without saying the words.',
    game: 'Keep the patterns short at first and build up to longer ones as confidence grows.',
    objectives: {
      primary: { title: 'Copy and create rhythms', description: 'Children copy short rhythm patterns accurately and invent patterns of their own.' },
      secondary: { title: 'Notate and layer rhythms', description: 'Students write rhythms in staff notation and combine them in layers over a pulse.' },
      send: { title: 'Join in with a rhythm', description: 'Learners take a turn in copying or starting a short rhythm pattern.' },
    },
    cards: ['Long, long, short-short', 'Short-short, long', 'Rest!'],
    clip: 'body-percussion',
    image: 'slide-rhythm',
    worksheet: 'sheet-rhythm',
  },
  pitch: {
    name: 'pitch',
    label: 'Pitch',
    definition: 'Pitch is how high or low a sound is.',
    question: 'Is the tune going up, going down or staying the same?',
    explore: 'Find the highest and lowest sounds each instrument can make, and show the pitch with a hand moving up and down.',
    compose: 'Choose three notes and arrange them into a tune that climbs, falls or leaps.',
    game: 'Use high and low hand signals so that everyone can answer without needing to speak.',
    objectives: {
      primary: { title: 'Recognise high and low', description: 'Children recognise high and low sounds and show the shape of a tune with their hands.' },
      secondary: { title: 'Describe melodic shape', description: 'Students describe a melody using step, leap, interval and range.' },
      send: { title: 'Show a response to pitch', description: 'Learners show, in any way, that they have noticed a change between high and low sounds.' },
    },
    cards: ['High as a bird', 'Low as a bear', 'Somewhere in the middle'],
    clip: 'string-family',
    image: 'slide-pitch',
    worksheet: 'sheet-pitch',
  },
  dynamics: {
    name: 'dynamics (loud and quiet)',
    label: 'Dynamics',
    definition: 'Dynamics are how loud or quiet the music is, and how that changes.',
    question: 'Is the music getting louder, quieter or staying the same?',
    explore: 'Find the quietest sound your instrument can make, then the loudest, then as many steps in between as you can.',
    compose: 'Decide where the music should be loud and where it should be quiet, and mark each place with a symbol.',
    game: 'Agree a signal for loud and a signal for quiet before you start, so that the game never gets out of hand.',
    objectives: {
      primary: { title: 'Play loud and quiet', description: 'Children recognise loud and quiet music and control the volume of their own playing.' },
      secondary: {
        title: 'Shape a performance with dynamics',
        description: 'Students read and use dynamic markings, including gradual changes, to shape a performance.',
      },
      send: {
        title: 'Respond to loud and quiet',
        description: 'Learners respond to a change between loud and quiet sounds, by moving, looking or making a sound.',
      },
    },
    cards: ['A whisper', 'A roar', 'Growing louder'],
    clip: 'conductor-beats',
    image: 'slide-dynamics',
    worksheet: 'sheet-dynamics',
  },
  tempo: {
    name: 'tempo (fast and slow)',
    label: 'Tempo',
    definition: 'Tempo is the speed of the music: how fast or slow the pulse goes.',
    question: 'Is the music fast or slow? Does it change speed?',
    explore: 'Play the same pattern at different speeds and talk about how each one feels.',
    compose: 'Choose a tempo that matches the mood you want, and decide whether it should change.',
    game: 'Let the leader change speed gradually at first, and suddenly only once everyone is ready.',
    objectives: {
      primary: { title: 'Move and play at different tempos', description: 'Children move and play at fast and slow speeds and notice when the tempo changes.' },
      secondary: { title: 'Explain the effect of tempo', description: 'Students explain how a change of tempo alters the energy and mood of a scene.' },
      send: { title: 'Move fast and slow', description: 'Learners move or play along with music at a fast or a slow speed.' },
    },
    cards: ['Fast', 'Slow', 'Speeding up'],
    clip: 'conductor-beats',
    image: 'slide-tempo',
    worksheet: 'sheet-tempo',
  },
  timbre: {
    name: 'timbre (the colour of a sound)',
    label: 'Timbre',
    definition: 'Timbre is the colour or character of a sound: what makes a violin sound different from a trumpet playing the same note.',
    question: 'Which instrument is playing? What words describe its sound?',
    explore: 'Compare how the same note sounds on different instruments, or played in different ways on one instrument.',
    compose: 'Choose instruments whose sound suits your idea, and be ready to explain your choice.',
    game: 'Keep a set of picture cards handy so that everyone can point to an answer.',
    objectives: {
      primary: {
        title: 'Describe instrument sounds',
        description: 'Children name some instruments by their sound and describe each sound with well-chosen words.',
      },
      secondary: { title: 'Choose instruments for an effect', description: 'Students choose and justify instrumentation to create an intended effect.' },
      send: { title: 'Show a preference between sounds', description: 'Learners show which of two contrasting sounds they prefer.' },
    },
    cards: ['Bright and sparkly', 'Dark and mellow', 'Rough and buzzy'],
    clip: 'string-family',
    image: 'slide-timbre',
    worksheet: 'sheet-timbre',
  },
  structure: {
    name: 'structure',
    label: 'Structure',
    definition: 'Structure is the way a piece is put together: which parts repeat, and when something new arrives.',
    question: 'When does the music repeat, and when does something new happen?',
    explore: 'Map the sections with shapes or colours on a strip of paper as the music plays.',
    compose: 'Plan your piece in sections and decide which ideas will come back.',
    game: 'Hold up a card for each new section so that everyone can follow where they are.',
    objectives: {
      primary: { title: 'Spot repeated sections', description: 'Children notice when part of a piece comes back, and show it with a shape or a colour.' },
      secondary: {
        title: 'Organise ideas into a structure',
        description: 'Students organise their ideas into a clear structure such as ABA or call and response.',
      },
      send: { title: 'Anticipate a familiar part', description: 'Learners show that they anticipate a familiar part of a song or routine.' },
    },
    cards: ['Section A', 'Section B', 'A again!'],
    clip: 'conductor-beats',
    image: 'slide-structure',
    worksheet: 'sheet-structure',
  },
  texture: {
    name: 'texture (layers of sound)',
    label: 'Texture',
    definition: 'Texture is how many layers of sound there are at once, and how they fit together.',
    question: 'How many sounds can you hear at once? Is the music thick or thin?',
    explore: 'Add one sound at a time and listen to the texture grow, then take the sounds away again.',
    compose: 'Start with one layer and decide when each new layer should join in.',
    game: 'Give each layer a colour so that you can bring it in or out with a card.',
    objectives: {
      primary: { title: 'Hear layers of sound', description: 'Children notice when sounds are layered and count how many they can hear.' },
      secondary: {
        title: 'Build and describe textures',
        description: 'Students build textures of several layers and describe them as thick or thin, solo or accompanied.',
      },
      send: { title: 'Notice sounds joining in', description: 'Learners show that they notice when a sound is added or taken away.' },
    },
    cards: ['One sound', 'Two sounds together', 'Lots of layers'],
    clip: 'string-family',
    image: 'slide-texture',
    worksheet: 'sheet-texture',
  },
};

export interface AudienceVoice {
  learners: string;
  Learners: string;
  learner: string;
  group: string;
  deliveries: Array<{ title: string; detailTitle: string; how: string }>;
}

export const VOICES: Record<CatalogueAudience, AudienceVoice> = {
  primary: {
    learners: 'children',
    Learners: 'Children',
    learner: 'child',
    group: 'the class',
    deliveries: [
      {
        title: 'Whole class',
        detailTitle: 'Leading the whole class',
        how: 'Gather the class in a circle or facing the board, so that everyone can see you and the slides. Model each step, let the class try it together, then give individuals a turn.',
      },
      {
        title: 'Small groups',
        detailTitle: 'Working in small groups',
        how: 'Give each group of four or five a space and one clear job. Visit each group in turn, then bring everyone back together to share what they found.',
      },
      {
        title: 'Pairs',
        detailTitle: 'Working in pairs',
        how: 'Pair confident musicians with less confident ones. One partner leads while the other copies or listens, then they swap.',
      },
    ],
  },
  secondary: {
    learners: 'students',
    Learners: 'Students',
    learner: 'student',
    group: 'the class',
    deliveries: [
      {
        title: 'Whole class',
        detailTitle: 'Teaching the whole class',
        how: 'Introduce the task from the front with the slides, play the audio through good speakers and take answers from around the room rather than from the first hand up.',
      },
      {
        title: 'In groups',
        detailTitle: 'Group work',
        how: 'Set groups of three or four a clear goal and a time limit. Give each student a role: leader, notator, performer or timekeeper.',
      },
      {
        title: 'With music technology',
        detailTitle: 'Using music technology',
        how: 'Students work individually or in pairs with whatever sequencing software you have. The steps are the same: they simply record and edit their ideas instead of writing them down.',
      },
    ],
  },
  send: {
    learners: 'learners',
    Learners: 'Learners',
    learner: 'learner',
    group: 'the group',
    deliveries: [
      {
        title: 'With adult support',
        detailTitle: 'Supporting one to one',
        how: 'An adult sits beside each learner who needs it, offering hand-under-hand support only when it is welcomed, and allowing plenty of time for a response.',
      },
      {
        title: 'Using switches',
        detailTitle: 'Using switches and simple technology',
        how: 'Record the sounds onto a switch or tablet so that learners who cannot hold an instrument can take their turn. Place the switch where the learner can reach it comfortably.',
      },
      {
        title: 'Objects of reference',
        detailTitle: 'Using objects of reference',
        how: 'Offer an object for each part of the activity, such as a shaker for playing and a scarf for moving, so that learners know what is coming next.',
      },
    ],
  },
};

export interface KindText {
  /** The activity page's `type`. */
  type: string;
  teaching_option: string;
  /** The second paragraph of an activity's introduction. */
  howTo: (element: ElementText, voice: AudienceVoice) => string;
  /** A sentence added to each delivery option's description. */
  step: (element: ElementText) => string;
  options: Array<{ title: string; introduction: string; time?: string }>;
  slides: SlideTemplate[];
  /** The learning strands (combination keys) this kind of activity develops. */
  strands: string[];
}

const lowerFirst = (sentence: string) => sentence[0].toLowerCase() + sentence.slice(1);

export const KINDS: Record<ActivityKind, KindText> = {
  'warm-up': {
    type: 'Warm-up',
    teaching_option: 'Teacher-led',
    howTo: (_el, v) =>
      `Use this at the start of every lesson so that ${v.learners} know what to expect. Keep it short and lively, and once the routine is familiar, let a different ${v.learner} lead it each time.`,
    step: () => 'Keep the warm-up the same each week so that it becomes a familiar routine.',
    options: [
      {
        title: 'Standing in a circle',
        introduction: 'Everyone stands in a circle so that the sound can travel round from one person to the next.',
        time: '5 minutes',
      },
      {
        title: 'Seated at tables',
        introduction: 'A calmer version for a small room, or for when the group needs to settle: everything happens with hands on the table.',
        time: '5 minutes',
      },
      { title: 'A volunteer leads', introduction: 'Once the routine is familiar, hand the lead to a volunteer and join in as a member of the group.' },
    ],
    slides: ['image', 'audio', 'video'],
    strands: ['moving', 'singing'],
  },
  listening: {
    type: 'Listening',
    teaching_option: 'Teacher-led',
    howTo: (el, v) =>
      `Play the track once without saying anything, then ask: ${el.question} Play it again and invite ${v.learners} to show their answer with a movement or a gesture before anyone explains it in words.`,
    step: () => 'Play the track at least twice, with a different question each time.',
    options: [
      {
        title: 'Listen and move',
        introduction: 'Show what you hear with a movement: a big gesture for a big change, a small one for a small change.',
        time: '10 minutes',
      },
      {
        title: 'Listening map',
        introduction: 'Draw the music as it plays, using lines, shapes and colours, then compare maps with a partner.',
        time: '15 minutes',
      },
      { title: 'Compare two tracks', introduction: 'Listen to two contrasting recordings and decide together what has changed.', time: '10 minutes' },
    ],
    slides: ['audio-and-image', 'audiocards', 'flipcards'],
    strands: ['listening'],
  },
  singing: {
    type: 'Singing',
    teaching_option: 'Teacher-led',
    howTo: (_el, v) =>
      `Sing each phrase for ${v.learners} to echo back, keeping a steady beat with a gentle pat. There is no need to be a confident singer yourself: let the recording lead while you join in.`,
    step: () => 'Sing short phrases and let the group echo each one before you put them together.',
    options: [
      { title: 'Echo singing', introduction: 'Sing a phrase and let everyone echo it back before moving on to the next.', time: '10 minutes' },
      { title: 'Singing with actions', introduction: 'Add simple actions that follow the shape of the tune.', time: '10 minutes' },
      { title: 'Taking turns to lead', introduction: 'One person sings or vocalises a phrase on their own and the group answers.' },
    ],
    slides: ['image', 'audio', 'two-videos'],
    strands: ['singing', 'performing'],
  },
  exploring: {
    type: 'Exploring sounds',
    teaching_option: 'Pupil-led',
    howTo: (el, v) =>
      `Give ${v.learners} time to try things out before you show them anything. ${el.explore} Collect their discoveries on the board as you go.`,
    step: (el) => `Prompt with a question rather than an instruction: ${el.question}`,
    options: [
      { title: 'Free exploration', introduction: 'Give everyone time to explore the sounds freely before any instructions.' },
      { title: 'Guided exploration', introduction: 'Work through a set of short challenges, one sound at a time.', time: '15 minutes' },
      { title: 'Sound hunt', introduction: 'Search the room, the playground or a box of objects for sounds that fit the brief.', time: '15 minutes' },
    ],
    slides: ['two-columns', 'sub-slide-buttons', 'flipcards', 'audio'],
    strands: ['playing', 'improvising'],
  },
  composing: {
    type: 'Composing',
    teaching_option: 'Pupil-led',
    howTo: (el, v) =>
      `Model the task first with an idea of your own, thinking aloud as you make choices, then set the brief: ${lowerFirst(el.compose)} Leave time for ${v.learners} to play their ideas to a partner and improve them.`,
    step: (el) => `Keep the brief on the board: ${lowerFirst(el.compose)}`,
    options: [
      { title: 'Compose on paper', introduction: 'Plan and write down ideas using simple notation, graphic symbols or pictures.', time: '20 minutes' },
      { title: 'Compose by ear', introduction: 'Build ideas by playing and remembering them, recording them on a tablet if you wish.', time: '20 minutes' },
      { title: 'Compose with technology', introduction: 'Use sequencing software or a music app to build and edit the piece.', time: '30 minutes' },
    ],
    slides: ['image', 'two-columns', 'audio'],
    strands: ['composing', 'notation'],
  },
  performing: {
    type: 'Performing',
    teaching_option: 'Teacher-led',
    howTo: (_el, v) =>
      `Rehearse in short sections, starting slowly. Agree a clear signal for starting and finishing, and record the final performance so that ${v.learners} can listen back and talk about what went well.`,
    step: () => 'Rehearse in short sections before putting the whole performance together.',
    options: [
      { title: 'Class performance', introduction: 'Everyone performs together, with the teacher conducting.', time: '15 minutes' },
      { title: 'Group performances', introduction: 'Groups perform in turn, and the audience gives kind, specific feedback.', time: '20 minutes' },
      { title: 'Recorded performance', introduction: 'Record the performance to share with families or with another class.' },
    ],
    slides: ['image', 'video', 'two-videos', 'audio', 'two-columns', 'audio-and-image'],
    strands: ['performing', 'playing'],
  },
  game: {
    type: 'Musical game',
    teaching_option: 'Teacher-led',
    howTo: (el, v) => `Explain the rules by playing rather than talking: start the game and let ${v.learners} join in as they work it out. ${el.game}`,
    step: (el) => el.game,
    options: [
      { title: 'Whole-group game', introduction: 'Everyone plays at once, with the teacher as leader.', time: '10 minutes' },
      { title: 'Team game', introduction: 'Two teams take turns, scoring a point for each correct answer.', time: '10 minutes' },
      { title: 'Quiet version', introduction: 'A calmer version that uses hand signals instead of sounds.' },
    ],
    slides: ['image', 'audiocards'],
    strands: ['listening', 'moving'],
  },
  plenary: {
    type: 'Plenary',
    teaching_option: 'Teacher-led',
    howTo: (el, v) =>
      `Bring ${v.group} back together to finish. Ask ${v.learners} to share one thing they noticed about ${el.name} today, and jot down any comments that show progress.`,
    step: () => 'Finish calmly, and note any responses that show what has been learned.',
    options: [
      { title: 'Talk partners', introduction: 'Share with a partner first, then ask a few pairs to share with everyone.', time: '5 minutes' },
      {
        title: 'Show me',
        introduction: 'Everyone answers at once with a gesture or a card, so that you can see at a glance who has understood.',
        time: '5 minutes',
      },
      { title: 'Write it down', introduction: 'A sentence in a notebook or on a sticky note, to look back on next lesson.', time: '5 minutes' },
    ],
    slides: ['image', 'all'],
    strands: [],
  },
};

export const CLIPS: Record<VideoClip, { title: string; film_setup: string }> = {
  'conductor-beats': {
    title: 'Follow the conductor',
    film_setup:
      'Stand where everyone can see the screen. Ask the group to copy the conductor\u2019s beat pattern with one hand, then to follow the changes of speed and volume.',
  },
  'string-family': {
    title: 'Meet the string family',
    film_setup: 'Pause the film after each instrument and ask for one word that describes its sound.',
  },
  'body-percussion': {
    title: 'Body percussion patterns',
    film_setup: 'Clear a space so that everyone can stand. Watch once, then join in on the second viewing.',
  },
};

/**
 * What the teacher reads in the presenter view beside each kind of slide (never on the class's
 * screen). A film's setup note is added to the slides that show it.
 */
export const TEACHER_NOTES: Record<SlideTemplate, string> = {
  image: 'Give the class a moment to look at the picture before you read the text aloud. Ask what they notice first.',
  audio: 'Play the first recording once without comment, then ask the question on the slide. Play the second for comparison.',
  video: 'Check the sound level before the lesson. The buttons beside the film open the play-along audio and the instrument options.',
  'two-videos': 'Choose one film for today; the other suits a group that needs more (or less) of a challenge.',
  'audio-and-image': 'Press Space to play the recording without leaving the board. Point to the picture while it plays.',
  flipcards: 'Play each card\u2019s sound, take a few answers from the room, then tap the card to show the answer.',
  audiocards: 'Let a child choose the next card. Ask them to describe the sound in one word before anyone names it.',
  'two-columns': 'Work through the left column together; the challenge on the right is for pairs or small groups.',
  'sub-slide-buttons': 'Pick the button for the instruments you have in the room today; each opens its own short slideshow.',
  all: 'A round-up slide: use whichever parts suit the time you have left.',
};

/** The demo films are served by the site itself; nothing is embedded from elsewhere. */
export const clipEmbed = (clip: VideoClip) => ({ url: `/demo-video/?clip=${clip}` });

/** Headings of the lesson entries that divide a lesson into parts. */
export const DIVIDERS = { warmUp: 'Warm up', main: 'Main activity', mainPlural: 'Main activities', plenary: 'Plenary' } as const;
