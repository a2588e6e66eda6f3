/**
 * The demo catalogue's own words: for every programme of Primary, Secondary and SEND, its warm-up
 * and plenary, two units with four activities and four lessons each, and its audio library; the
 * audience-wide activity and audio libraries; the site-wide audio library; learning strands; the
 * small slideshows that slides link to; and the Secondary project's activities and documents.
 * Longer texts (activity introductions, options, delivery notes, slides) are composed in
 * catalogue.ts from the tables in catalogue-text.ts. Every title and tune name here is original to
 * this project or traditional.
 */
import type {
  AudienceCatalogueSpec,
  AudioLibrarySpec,
  ProgrammeCatalogueSpec,
  ProjectExtrasSpec,
  LiveExtrasSpec,
  StrandSpec,
  SubSlideshowSpec,
} from './catalogue-types';

export const STRANDS: StrandSpec[] = [
  { title: 'Listening', combination_key: 'listening', description: 'Listening closely and responding to music, and talking about what we hear.' },
  { title: 'Singing', combination_key: 'singing', description: 'Using the voice with confidence: chants, songs, rounds and vocal play.' },
  { title: 'Playing', combination_key: 'playing', description: 'Playing tuned and untuned instruments, body percussion and found sounds with control.' },
  { title: 'Composing', combination_key: 'composing', description: 'Creating and shaping musical ideas, alone and together.' },
  { title: 'Performing', combination_key: 'performing', description: 'Sharing music with an audience, from a small group to the whole school.' },
  { title: 'Improvising', combination_key: 'improvising', description: 'Making up music in the moment and responding to others as we play.' },
  { title: 'Moving', combination_key: 'moving', description: 'Responding to music through movement, dance and gesture.' },
  {
    title: 'Reading and writing music',
    combination_key: 'notation',
    description: 'Using symbols, graphic scores and staff notation to remember and share music.',
  },
];

/** Small slideshows that other slides open: sub-slide buttons, and a video slide's play-along audio and instrument options. */
export const SUB_SLIDESHOWS: Record<'strings' | 'percussion' | 'voices' | 'playAlong', SubSlideshowSpec> = {
  strings: {
    title: 'Instrument options: strings',
    label: 'Strings',
    image: 'family-strings',
    recordings: ['lighthouse-lullaby'],
    text: 'Violins and violas can play the tune; cellos and double basses can hold the lowest note, plucked or bowed.',
  },
  percussion: {
    title: 'Instrument options: percussion',
    label: 'Percussion',
    image: 'family-percussion',
    recordings: ['steady-beat-medium', 'rhythm-over-pulse'],
    text: 'Drums keep the beat; woodblocks, claves and shakers can play the rhythm. Tuned percussion can play the tune.',
  },
  voices: {
    title: 'Instrument options: voices',
    label: 'Voices',
    image: 'family-voices',
    recordings: ['frere-jacques'],
    text: 'No instruments? Sing the tune to \u201cla\u201d, hum it, or use vocal sounds such as \u201cboom\u201d and \u201ctss\u201d for the rhythm.',
  },
  playAlong: {
    title: 'Play-along audio: steady beats',
    label: 'Play-along audio',
    image: 'slide-pulse',
    recordings: ['steady-beat-slow', 'steady-beat-fast'],
    text: 'Two backing tracks, one slow and one fast. Start with the slow one until everyone is confident.',
  },
};

const primary: ProgrammeCatalogueSpec[] = [
  {
    programme: 'sound-explorers',
    audience: 'primary',
    guide: 'guide-sound-explorers',
    warmUp: {
      title: 'Hello, sounds!',
      kind: 'warm-up',
      element: 'pulse',
      time: '5 minutes',
      summary: 'A greeting song over a steady beat: sing hello, then pass a sound round the circle.',
      recordings: ['steady-beat-slow'],
      equipment: 'A drum or tambour for the teacher.',
      alsoFor: 'send',
    },
    plenary: {
      title: 'Sound spotting goodbye',
      kind: 'plenary',
      element: 'timbre',
      time: '5 minutes',
      summary: 'Children name one sound they heard today and copy it with their voices before saying goodbye.',
      recordings: ['hot-cross-buns'],
      equipment: 'None.',
    },
    units: [
      {
        title: 'Loud and Quiet',
        element: 'dynamics',
        blurb: 'Tiptoe and stomp: children hear, move to and make loud and quiet sounds.',
        about:
          'Young children love extremes, and loud and quiet is the easiest musical contrast to hear. Over four lessons the class learns to notice it, move to it and control it in their own playing.',
        activities: [
          {
            title: 'Tiptoe or stomp?',
            kind: 'listening',
            element: 'dynamics',
            time: '10 minutes',
            summary: 'Children listen to a tune that grows from quiet to loud and show the change with their feet.',
            recordings: ['growing-louder', 'loud-call-quiet-echo'],
            equipment: 'A clear space to move in.',
          },
          {
            title: 'The sleeping giant',
            kind: 'game',
            element: 'dynamics',
            summary: 'Creep up on the sleeping giant while the music is quiet, and freeze when it gets loud.',
            recordings: ['loud-call-quiet-echo'],
            equipment: 'A chair for the giant; a clear space.',
          },
          {
            title: 'Shakers loud and soft',
            kind: 'exploring',
            element: 'dynamics',
            time: '10 minutes',
            summary: 'Children discover how to play a shaker or drum loudly and quietly, and show the difference with hand signals.',
            recordings: ['growing-louder'],
            equipment: 'Shakers, drums or home-made instruments, one per child.',
          },
          {
            title: 'Our loud and quiet story',
            kind: 'performing',
            element: 'dynamics',
            time: '15 minutes',
            summary: 'The class performs a short sound story, choosing which moments should be loud and which quiet.',
            recordings: ['loud-call-quiet-echo', 'growing-louder'],
            equipment: 'Untuned percussion; a picture book with a simple story.',
          },
        ],
        lessons: [
          { title: 'Hearing loud and quiet', aim: 'Children notice that music can be loud or quiet and show the difference with their bodies.' },
          { title: 'Quiet as a mouse', aim: 'Children practise making and keeping quiet sounds, which takes more control than loud ones.' },
          { title: 'Loud as a lion', aim: 'Children play loud sounds with care and begin to choose when to use them.' },
          { title: 'Our sound story', aim: 'Children bring everything together in a class sound story with loud and quiet moments.' },
        ],
      },
      {
        title: 'High and Low',
        element: 'pitch',
        blurb: 'Up with the birds and down with the bears: exploring high and low sounds.',
        about:
          'Children often mix up high and low with loud and quiet. This unit untangles the two with plenty of movement, singing and instruments of every size.',
        activities: [
          {
            title: 'Birds and bears',
            kind: 'listening',
            element: 'pitch',
            time: '10 minutes',
            summary: 'Children listen to high and low tunes, becoming birds for the high sounds and bears for the low ones.',
            recordings: ['rising-scale', 'falling-scale'],
            equipment: 'A clear space to move in.',
          },
          {
            title: 'Up the stairs, down the stairs',
            kind: 'singing',
            element: 'pitch',
            time: '10 minutes',
            summary: 'Sing a scale going up and coming down, showing each step with your hands.',
            recordings: ['rising-scale', 'falling-scale'],
            equipment: 'None; a set of chime bars if you have one.',
          },
          {
            title: 'Big instruments, small instruments',
            kind: 'exploring',
            element: 'pitch',
            time: '15 minutes',
            summary: 'Meet instruments that play high and low, from the piccolo to the double bass, and sort them by the sounds they make.',
            recordings: ['lighthouse-lullaby', 'rising-scale'],
            equipment: 'Picture cards of instruments; chime bars or a glockenspiel.',
          },
          {
            title: 'Hot Cross Buns with actions',
            kind: 'performing',
            element: 'pitch',
            time: '10 minutes',
            summary: 'Sing Hot Cross Buns, reaching up for the higher notes and crouching down for the lowest.',
            recordings: ['hot-cross-buns'],
            equipment: 'Chime bars E, D and C for the confident players.',
          },
        ],
        lessons: [
          { title: 'High sounds, low sounds', aim: 'Children sort sounds into high and low and show them with their whole body.' },
          { title: 'Walking up and down', aim: 'Children sing and show a scale, feeling the pitch climb and fall step by step.' },
          { title: 'Which instrument is higher?', aim: 'Children discover that bigger instruments usually make lower sounds.' },
          { title: 'Show me the tune', aim: 'Children perform a familiar tune, showing its shape as they sing.' },
        ],
      },
    ],
    audio: {
      title: 'Sound Explorers audio',
      introduction: 'Every recording used in Sound Explorers, ready to play in class or to share with families.',
      collections: [
        {
          title: 'Warm-up tracks',
          blurb: 'Steady beats for the hello song and for moving around the room.',
          pages: [
            {
              title: 'Hello song beats',
              introduction: 'Use the slow beat for the hello song and the faster one when the class is ready for a challenge.',
              excerpts: ['steady-beat-slow', 'steady-beat-fast'],
            },
          ],
        },
        {
          title: 'Loud, quiet, high and low',
          blurb: 'Tracks for the two units of the programme.',
          pages: [
            {
              title: 'Loud and quiet',
              introduction: 'Two short tracks with clear changes between loud and quiet. Ask the class to show each change before it happens.',
              excerpts: ['growing-louder', 'loud-call-quiet-echo'],
            },
            {
              title: 'High and low',
              introduction: 'Scales to climb and come down, for the birds-and-bears game and for singing.',
              excerpts: ['rising-scale', 'falling-scale', 'lighthouse-lullaby'],
            },
          ],
        },
      ],
      pages: [
        {
          title: 'Hot Cross Buns',
          introduction: 'The traditional tune on two different tones, with a score to follow.',
          score: 'score-hot-cross-buns',
          excerpts: ['hot-cross-buns', 'hot-cross-buns-soft'],
        },
      ],
    },
  },
  {
    programme: 'rhythm-and-pulse',
    audience: 'primary',
    guide: 'guide-rhythm-and-pulse',
    warmUp: {
      title: 'Pass the pulse',
      kind: 'warm-up',
      element: 'pulse',
      time: '5 minutes',
      summary: 'Pass a steady clap around the circle without losing the beat.',
      recordings: ['steady-beat-slow', 'steady-beat-fast'],
      equipment: 'None.',
      alsoFor: 'send',
    },
    plenary: {
      title: 'Rhythm reflections',
      kind: 'plenary',
      element: 'rhythm',
      time: '5 minutes',
      summary: 'Children clap back their favourite rhythm from the lesson and say what made it work.',
      recordings: ['rhythm-over-pulse'],
      equipment: 'None.',
    },
    units: [
      {
        title: 'Finding the Pulse',
        element: 'pulse',
        blurb: 'Feel it, walk it, keep it: the steady beat that holds music together.',
        about:
          'Keeping a steady pulse is the foundation for everything else in this programme. Children feel the beat in their bodies first, then keep it on instruments while the music around them changes.',
        activities: [
          {
            title: 'Marching to the beat',
            kind: 'listening',
            element: 'pulse',
            time: '10 minutes',
            summary: 'Children march on the spot to a bouncy tune and stop the moment the music stops.',
            recordings: ['market-day-march'],
            equipment: 'A clear space to march in.',
          },
          {
            title: 'Heartbeats and footsteps',
            kind: 'game',
            element: 'pulse',
            time: '10 minutes',
            summary: 'Compare a slow, calm pulse with a fast, busy one and move at the right speed for each.',
            recordings: ['steady-beat-slow', 'steady-beat-fast'],
            equipment: 'A clear space.',
          },
          {
            title: 'Keep the beat, change the sound',
            kind: 'exploring',
            element: 'pulse',
            time: '10 minutes',
            summary: 'Keep a steady beat on knees, claps and clicks while the leader changes the body sound.',
            recordings: ['steady-beat-medium'],
            equipment: 'None.',
          },
          {
            title: 'Pulse band',
            kind: 'performing',
            element: 'pulse',
            time: '15 minutes',
            summary: 'Groups keep the pulse on untuned percussion while a leader plays a tune over the top.',
            recordings: ['market-day-march', 'steady-beat-medium'],
            equipment: 'Drums, tambourines and claves; chime bars for the tune.',
          },
        ],
        lessons: [
          { title: 'What is a pulse?', aim: 'Children find the pulse in a piece of music and show it by marching and tapping.' },
          { title: 'Fast and slow pulses', aim: 'Children discover that the pulse can be fast or slow and keep both steadily.' },
          { title: 'Body percussion beats', aim: 'Children keep a steady beat while changing the sound they use to play it.' },
          { title: 'Our pulse band', aim: 'Children keep the pulse on instruments as a band while a tune is played over the top.' },
        ],
      },
      {
        title: 'Rhythm Patterns',
        element: 'rhythm',
        blurb: 'Copy, read and layer rhythm patterns to build a class piece.',
        about:
          'With a secure pulse in place, children start to play rhythms on top of it. They copy patterns, turn words into rhythms, read simple notation and finally combine patterns in layers.',
        activities: [
          {
            title: 'Copy my rhythm',
            kind: 'game',
            element: 'rhythm',
            time: '10 minutes',
            summary: 'Echo four-beat rhythm patterns clapped by the leader, then take turns to lead.',
            recordings: ['call-and-response'],
            equipment: 'None.',
          },
          {
            title: 'Word rhythms',
            kind: 'composing',
            element: 'rhythm',
            time: '15 minutes',
            summary: 'Turn names, foods and places into rhythm patterns and write them down in simple notation.',
            recordings: ['rhythm-over-pulse'],
            equipment: 'Whiteboards and pens.',
          },
          {
            title: 'Reading rhythm cards',
            kind: 'exploring',
            element: 'rhythm',
            time: '10 minutes',
            summary: 'Read crotchets, quavers and rests from flashcards and clap them back as a class.',
            recordings: ['rhythm-over-pulse'],
            equipment: 'Rhythm flashcards (see the rhythm worksheet).',
          },
          {
            title: 'Layered body percussion piece',
            kind: 'performing',
            element: 'texture',
            time: '20 minutes',
            summary: 'Combine three rhythm patterns in layers over a steady pulse to make a class piece.',
            recordings: ['layers-of-rhythm'],
            equipment: 'None; untuned percussion for an extra layer.',
          },
        ],
        lessons: [
          { title: 'Echo rhythms', aim: 'Children copy short rhythm patterns accurately and begin to lead their own.' },
          { title: 'Rhythms from words', aim: 'Children turn words into rhythms and write them down so that others can play them.' },
          { title: 'Reading rhythms', aim: 'Children read simple rhythm notation and clap it back as a class.' },
          { title: 'Layering our patterns', aim: 'Children combine their rhythm patterns in layers to make a class piece.' },
        ],
      },
    ],
    audio: {
      title: 'Rhythm and Pulse audio',
      introduction: 'Beats to keep, rhythms to copy and a march to move to, all from the Rhythm and Pulse lessons.',
      collections: [
        {
          title: 'Beats and patterns',
          blurb: 'Steady beats at different speeds, and rhythm patterns to copy over them.',
          pages: [
            {
              title: 'Steady beat tracks',
              introduction: 'A slow and a fast beat for passing the pulse and for the heartbeats and footsteps game.',
              excerpts: ['steady-beat-slow', 'steady-beat-fast'],
            },
            {
              title: 'Rhythm patterns',
              introduction: 'Patterns to echo, answer and layer.',
              excerpts: ['rhythm-over-pulse', 'call-and-response', 'layers-of-rhythm'],
            },
          ],
        },
      ],
      pages: [
        {
          title: 'Market Day March',
          introduction: 'A march written for this programme, with a score for anyone who would like to play the tune.',
          score: 'score-market-day-march',
          excerpts: ['market-day-march'],
        },
      ],
    },
  },
  {
    programme: 'orchestra-detectives',
    audience: 'primary',
    guide: 'guide-orchestra-detectives',
    warmUp: {
      title: 'What\u2019s that sound?',
      kind: 'warm-up',
      element: 'timbre',
      time: '5 minutes',
      summary: 'Detectives warm up their ears by naming short sounds played from behind a screen.',
      recordings: ['hot-cross-buns', 'hot-cross-buns-soft'],
      equipment: 'A few instruments and a screen or a large book to hide them.',
    },
    plenary: {
      title: 'Case notes',
      kind: 'plenary',
      element: 'timbre',
      time: '5 minutes',
      summary: 'Pupils write one clue they discovered today in their detective notebooks.',
      recordings: ['lighthouse-lullaby'],
      equipment: 'Detective notebooks.',
      slideshow: false,
    },
    units: [
      {
        title: 'The String Suspects',
        element: 'timbre',
        blurb: 'Bowed or plucked, high or low: gathering clues about the string family.',
        about:
          'The first case takes the detectives to the string section. Pupils find out how strings make their sounds, why size matters, and how to recognise each instrument by ear.',
        activities: [
          {
            title: 'Bowed or plucked?',
            kind: 'listening',
            element: 'timbre',
            time: '10 minutes',
            summary: 'Pupils listen to string sounds and decide whether each one is bowed or plucked.',
            recordings: ['lighthouse-lullaby', 'hot-cross-buns'],
            equipment: 'Two cards each: one showing a bow, one a finger.',
          },
          {
            title: 'Meet the string family',
            kind: 'exploring',
            element: 'pitch',
            time: '15 minutes',
            summary: 'Put the violin, viola, cello and double bass in order of size and pitch, and find out why the order matches.',
            recordings: ['rising-scale'],
            equipment: 'Picture cards of the four string instruments; elastic bands and boxes to make simple strings.',
          },
          {
            title: 'String sound clues',
            kind: 'game',
            element: 'timbre',
            time: '10 minutes',
            summary: 'Match mystery recordings to picture cards of the four string instruments.',
            recordings: ['lighthouse-lullaby', 'falling-scale'],
            equipment: 'Picture cards.',
          },
          {
            title: 'Plucked patterns',
            kind: 'composing',
            element: 'timbre',
            time: '20 minutes',
            summary: 'Compose a short plucked pattern from four notes and perform it on tuned percussion.',
            recordings: ['hot-cross-buns-soft'],
            equipment: 'Tuned percussion or ukuleles; the composing grid.',
          },
        ],
        lessons: [
          { title: 'The first clue', aim: 'Pupils learn the two main ways of playing a string instrument and hear the difference.' },
          { title: 'Size and sound', aim: 'Pupils link the size of a string instrument to how high or low it sounds.' },
          { title: 'Matching the clues', aim: 'Pupils identify string instruments by ear and explain the clues they used.' },
          { title: 'Plucked patterns', aim: 'Pupils compose and perform a short pattern in the style of plucked strings.' },
        ],
      },
      {
        title: 'The Percussion Puzzle',
        element: 'texture',
        blurb: 'Who is playing, and how many? Pupils untangle the layers of a percussion piece.',
        about:
          'The second case is a puzzle: a piece of percussion music with its layers tangled together. Pupils learn to hear each layer, sort the instruments and rebuild the piece themselves.',
        activities: [
          {
            title: 'How many layers?',
            kind: 'listening',
            element: 'texture',
            time: '10 minutes',
            summary: 'Listen to a layered rhythm and count how many instruments are playing at once.',
            recordings: ['layers-of-rhythm', 'rhythm-over-pulse'],
            equipment: 'Fingers for counting; mini whiteboards.',
          },
          {
            title: 'Tuned or untuned?',
            kind: 'exploring',
            element: 'timbre',
            time: '15 minutes',
            summary: 'Sort percussion instruments into those that can play a tune and those that cannot.',
            recordings: ['hot-cross-buns', 'steady-beat-medium'],
            equipment: 'A mixed box of tuned and untuned percussion.',
          },
          {
            title: 'Drum, shaker, woodblock',
            kind: 'game',
            element: 'timbre',
            time: '10 minutes',
            summary: 'Identify three percussion sounds, first one at a time and then playing together.',
            recordings: ['call-and-response', 'layers-of-rhythm'],
            equipment: 'A drum, a shaker and a woodblock.',
          },
          {
            title: 'Solve the puzzle',
            kind: 'performing',
            element: 'texture',
            time: '20 minutes',
            summary: 'Groups rebuild the layered piece one layer at a time and perform it for another group to check.',
            recordings: ['layers-of-rhythm'],
            equipment: 'Drums, shakers and woodblocks for each group.',
          },
        ],
        lessons: [
          { title: 'Layers of sound', aim: 'Pupils hear that music can have several layers and count them.' },
          { title: 'Tuned and untuned', aim: 'Pupils sort percussion instruments by whether they can play a tune.' },
          { title: 'Spot the instrument', aim: 'Pupils pick out individual instruments from a texture.' },
          { title: 'The puzzle solved', aim: 'Pupils rebuild and perform a layered percussion piece.' },
        ],
      },
    ],
    audio: {
      title: 'Orchestra Detectives audio',
      introduction: 'The evidence: every recording the detectives need to crack their cases.',
      collections: [
        {
          title: 'The evidence room',
          blurb: 'Recordings for both cases, filed by suspect.',
          pages: [
            {
              title: 'String clues',
              introduction: 'A gentle tune and a scale: listen for bowed and plucked sounds and for high and low.',
              excerpts: ['lighthouse-lullaby', 'falling-scale'],
            },
            {
              title: 'Percussion clues',
              introduction: 'Layers of drums, shakers and woodblocks to untangle.',
              excerpts: ['call-and-response', 'layers-of-rhythm'],
            },
          ],
        },
      ],
      pages: [],
    },
  },
];

const secondary: ProgrammeCatalogueSpec[] = [
  {
    programme: 'composing-with-motifs',
    audience: 'secondary',
    guide: 'guide-composing-with-motifs',
    warmUp: {
      title: 'Four-note echoes',
      kind: 'warm-up',
      element: 'pitch',
      time: '5 minutes',
      summary: 'Students echo short motifs sung or played by the teacher, then invent their own to pass on.',
      recordings: ['motif-original', 'frere-jacques'],
      equipment: 'A keyboard or any tuned instrument.',
    },
    plenary: {
      title: 'Exit ticket: one change',
      kind: 'plenary',
      element: 'structure',
      time: '5 minutes',
      summary: 'Each student names one way they changed their motif today and why they chose it.',
      recordings: ['motif-sequence'],
      equipment: 'Sticky notes.',
    },
    units: [
      {
        title: 'What Is a Motif?',
        element: 'pitch',
        blurb: 'Recognise a motif and hear how a composer keeps returning to it.',
        about:
          'A motif is a short musical idea that a composer uses again and again. In this unit students learn to spot one, take it apart and invent their own.',
        activities: [
          {
            title: 'Spot the motif',
            kind: 'listening',
            element: 'structure',
            time: '10 minutes',
            summary: 'Listen to a short piece and count how many times the opening motif returns, and in what disguise.',
            recordings: ['motif-original', 'motif-sequence'],
            equipment: 'Mini whiteboards.',
          },
          {
            title: 'Rhythm or pitch?',
            kind: 'exploring',
            element: 'rhythm',
            time: '15 minutes',
            summary: 'Separate a motif into its rhythm and its pitch shape, and test which one makes it recognisable.',
            recordings: ['motif-original'],
            equipment: 'Keyboards or tuned percussion, one between two.',
          },
          {
            title: 'Invent a motif',
            kind: 'composing',
            element: 'pitch',
            time: '20 minutes',
            summary: 'Compose a motif of three to five notes with a distinctive rhythm, and notate it.',
            recordings: ['motif-original'],
            equipment: 'Keyboards or music software; the composing grid.',
          },
          {
            title: 'Motif relay',
            kind: 'performing',
            element: 'structure',
            time: '15 minutes',
            summary: 'Pass motifs around the room, each student playing the one they receive followed by their own.',
            recordings: ['motif-original'],
            equipment: 'Any instruments students play.',
          },
        ],
        lessons: [
          { title: 'Hearing a motif', aim: 'Students recognise a motif and follow it through a piece.' },
          { title: 'Rhythm or pitch?', aim: 'Students find out which features make a motif memorable.' },
          { title: 'Inventing a motif', aim: 'Students compose and notate a distinctive motif of their own.' },
          { title: 'Motif relay', aim: 'Students perform their motifs and hear them alongside others.' },
        ],
      },
      {
        title: 'Transforming a Motif',
        element: 'structure',
        blurb: 'Repetition, sequence, inversion and more: the composer\u2019s toolkit.',
        about:
          'Once students have a motif, the real composing begins. This unit introduces the techniques composers use to grow a whole piece from one idea, and ends with a short piece of their own.',
        activities: [
          {
            title: 'Sequence and inversion',
            kind: 'listening',
            element: 'pitch',
            time: '10 minutes',
            summary: 'Hear a motif moved up a step and turned upside down, and describe each change precisely.',
            recordings: ['motif-sequence', 'motif-inversion'],
            equipment: 'None.',
          },
          {
            title: 'The transformation toolkit',
            kind: 'exploring',
            element: 'structure',
            time: '20 minutes',
            summary: 'Try five transformations on a given motif: repeat, sequence, invert, augment and change the instrument.',
            recordings: ['motif-original', 'motif-inversion'],
            equipment: 'Keyboards or music software; the composing grid.',
          },
          {
            title: 'Build a sixteen-bar piece',
            kind: 'composing',
            element: 'structure',
            time: '30 minutes',
            summary: 'Use at least three transformations to grow a motif into a short piece in ABA form.',
            recordings: ['motif-sequence'],
            equipment: 'Keyboards or music software; the composing grid.',
          },
          {
            title: 'Perform and critique',
            kind: 'performing',
            element: 'structure',
            summary: 'Perform pieces in pairs and give feedback using the language of transformation.',
            recordings: ['motif-inversion'],
            equipment: 'Instruments, or playback from software.',
            slideshow: false,
          },
        ],
        lessons: [
          { title: 'Moving the motif', aim: 'Students hear and describe sequence and inversion.' },
          { title: 'The toolkit', aim: 'Students try out five ways of transforming a motif.' },
          { title: 'Growing a piece', aim: 'Students compose a short piece in ABA form from their own motif.' },
          { title: 'Sharing and critique', aim: 'Students perform their pieces and give precise, helpful feedback.' },
        ],
      },
    ],
    audio: {
      title: 'Composing with Motifs audio',
      introduction: 'The motif and its transformations, for analysis and as models for composing.',
      collections: [
        {
          title: 'Motif examples',
          blurb: 'One motif, transformed in different ways.',
          pages: [
            {
              title: 'A motif and its changes',
              introduction: 'The original motif, its sequence and its inversion, with the score of the original.',
              score: 'score-motif',
              excerpts: ['motif-original', 'motif-sequence', 'motif-inversion'],
            },
          ],
        },
        {
          title: 'Warm-up tracks',
          blurb: 'Short tunes to echo and transform at the start of a lesson.',
          pages: [
            {
              title: 'Four-note echoes',
              introduction: 'Sing or play back each phrase, then change one thing about it.',
              excerpts: ['motif-original', 'frere-jacques'],
            },
          ],
        },
      ],
      pages: [],
    },
  },
  {
    programme: 'film-music-lab',
    audience: 'secondary',
    guide: 'guide-film-music-lab',
    warmUp: {
      title: 'Name that mood',
      kind: 'warm-up',
      element: 'timbre',
      time: '5 minutes',
      summary: 'Students hear a short cue, choose a mood word and back it up with one musical detail.',
      recordings: ['tension-cue', 'wonder-cue'],
      equipment: 'Mood word cards.',
    },
    plenary: {
      title: 'Director\u2019s notes',
      kind: 'plenary',
      element: 'structure',
      time: '5 minutes',
      summary: 'Students write a one-line note to an imaginary director explaining one musical choice.',
      recordings: ['wonder-cue'],
      equipment: 'Sticky notes.',
    },
    units: [
      {
        title: 'Music and Mood',
        element: 'tempo',
        blurb: 'How tempo, dynamics and choice of instrument change what an audience feels.',
        about:
          'The same picture can feel calm, tense or joyful depending on the music under it. Students explore the musical devices behind each mood, then write a short cue of their own.',
        activities: [
          {
            title: 'Same scene, different music',
            kind: 'listening',
            element: 'tempo',
            time: '15 minutes',
            summary: 'Imagine one silent scene with two contrasting cues and compare the mood each one creates.',
            recordings: ['tension-cue', 'wonder-cue'],
            equipment: 'A still image or short silent clip of your choice.',
          },
          {
            title: 'Tension tools',
            kind: 'exploring',
            element: 'dynamics',
            time: '15 minutes',
            summary: 'Explore the devices composers use to build tension: low drones, rising pitch, a quickening pulse and sudden silence.',
            recordings: ['tension-cue', 'speeding-up'],
            equipment: 'Keyboards or music software.',
          },
          {
            title: 'Tempo and energy',
            kind: 'game',
            element: 'tempo',
            time: '10 minutes',
            summary: 'Follow a click track that speeds up and decide the moment a scene turns from calm to chase.',
            recordings: ['speeding-up', 'steady-beat-slow'],
            equipment: 'None.',
          },
          {
            title: 'Thirty-second cue',
            kind: 'composing',
            element: 'tempo',
            time: '30 minutes',
            summary: 'Compose a thirty-second cue for a chase or a calm scene, using tempo and dynamics to match the picture.',
            recordings: ['tension-cue'],
            equipment: 'Music software, or keyboards and a phone to record.',
          },
        ],
        lessons: [
          { title: 'How music changes a scene', aim: 'Students hear how different music changes the mood of the same scene.' },
          { title: 'Building tension', aim: 'Students explore and name the devices composers use to build tension.' },
          { title: 'Tempo and energy', aim: 'Students link tempo to the energy of a scene.' },
          { title: 'Your first cue', aim: 'Students compose a short cue that matches a scene\u2019s mood.' },
        ],
      },
      {
        title: 'Themes and Leitmotifs',
        element: 'timbre',
        blurb: 'Give a character a theme, and choose the instruments that tell us who they are.',
        about:
          'Film composers give characters their own themes, and change them as the story unfolds. Students match themes to characters, choose instruments, and write a theme that changes with its character.',
        activities: [
          {
            title: 'Whose theme is it?',
            kind: 'listening',
            element: 'timbre',
            time: '10 minutes',
            summary: 'Match short themes to characters and explain which musical features gave them away.',
            recordings: ['wonder-cue', 'tension-cue', 'market-day-march'],
            equipment: 'Character cards.',
          },
          {
            title: 'Choosing the instruments',
            kind: 'exploring',
            element: 'timbre',
            time: '15 minutes',
            summary: 'Try one theme on strings, percussion and voices, and decide which suits each character best.',
            recordings: ['lighthouse-lullaby'],
            equipment: 'Any instruments available, or software with orchestral sounds.',
          },
          {
            title: 'Write a character theme',
            kind: 'composing',
            element: 'timbre',
            time: '30 minutes',
            summary: 'Compose a four-bar theme for a character, then change its instruments to show how they feel later in the story.',
            recordings: ['wonder-cue'],
            equipment: 'Music software or keyboards; the composing grid.',
          },
          {
            title: 'Scoring to picture',
            kind: 'performing',
            element: 'structure',
            time: '20 minutes',
            summary: 'Perform or record your theme against a scene, timing its entry to a cut.',
            recordings: ['wonder-cue', 'tension-cue'],
            equipment: 'A still image or short silent clip; a way to record.',
          },
        ],
        lessons: [
          { title: 'Themes for characters', aim: 'Students recognise how a theme can represent a character.' },
          { title: 'Instruments as characters', aim: 'Students explore how instrumentation changes a theme\u2019s character.' },
          { title: 'Writing a theme', aim: 'Students compose a character theme and a transformed version of it.' },
          { title: 'Timing to picture', aim: 'Students fit their theme to a scene, timing its entry precisely.' },
        ],
      },
    ],
    audio: {
      title: 'Film Music Lab audio',
      introduction: 'Cues in contrasting moods, for listening, analysis and as models for composing.',
      collections: [
        {
          title: 'Cue library',
          blurb: 'Short cues, each built to create one mood.',
          pages: [
            {
              title: 'Tension',
              introduction: 'A creeping cue and a click track that speeds up: how many tension devices can you name?',
              excerpts: ['tension-cue', 'speeding-up'],
            },
            {
              title: 'Wonder',
              introduction: 'Floating, high sounds for moments of discovery, and a lullaby for comparison.',
              excerpts: ['wonder-cue', 'lighthouse-lullaby'],
            },
          ],
        },
      ],
      pages: [],
    },
  },
];

const send: ProgrammeCatalogueSpec[] = [
  {
    programme: 'sensory-soundscapes',
    audience: 'send',
    guide: 'guide-sensory-soundscapes',
    warmUp: {
      title: 'Hello song and sound circle',
      kind: 'warm-up',
      element: 'pulse',
      time: '5 minutes',
      summary: 'A familiar hello song, greeting each learner by name and offering an instrument to feel.',
      recordings: ['steady-beat-slow'],
      equipment: 'A drum, a shaker and a soft beater.',
    },
    plenary: {
      title: 'Goodbye song and calm down',
      kind: 'plenary',
      element: 'dynamics',
      time: '5 minutes',
      summary: 'A quiet goodbye song and a slow track to help learners move calmly on to what comes next.',
      recordings: ['calm-soundscape'],
      equipment: 'A soft light or a scarf.',
    },
    units: [
      {
        title: 'Sea and Sky',
        element: 'texture',
        blurb: 'Waves, wind and rain: building a soundscape from everyday objects and gentle recordings.',
        about:
          'Learners explore the sounds of the sea and the sky with fabrics, objects and their own voices, and finish by making a storm together that rises and fades.',
        activities: [
          {
            title: 'Listening to the waves',
            kind: 'listening',
            element: 'dynamics',
            summary: 'Learners listen to a gentle soundscape while a fabric sea rises and falls with the sound.',
            recordings: ['calm-soundscape'],
            equipment: 'A large piece of blue fabric or a parachute.',
          },
          {
            title: 'Rain makers',
            kind: 'exploring',
            element: 'texture',
            summary: 'Explore rice, beads and paper to make rain sounds, from a light drizzle to a storm.',
            recordings: ['calm-soundscape', 'layers-of-rhythm'],
            equipment: 'Trays of rice, beads, paper and plastic bottles.',
          },
          {
            title: 'Wind and breath',
            kind: 'exploring',
            element: 'dynamics',
            time: '10 minutes',
            summary: 'Make wind sounds with voices, breath and fans, feeling the air as well as hearing it.',
            recordings: ['calm-soundscape'],
            equipment: 'Hand fans, feathers and scarves.',
            slideshow: false,
          },
          {
            title: 'Our storm',
            kind: 'performing',
            element: 'texture',
            time: '15 minutes',
            summary: 'Build a storm together: each learner adds a sound, then the storm gradually fades away.',
            recordings: ['growing-louder', 'calm-soundscape'],
            equipment: 'Everything from the rain makers, plus a drum for thunder.',
          },
        ],
        lessons: [
          { title: 'The sea', aim: 'Learners experience a soundscape through sound, sight and touch.' },
          { title: 'Rain', aim: 'Learners explore objects to find sounds like rain.' },
          { title: 'Wind', aim: 'Learners make and feel soft and strong wind sounds.' },
          { title: 'Our storm', aim: 'Learners each add a sound to a group storm that grows and fades.' },
        ],
      },
      {
        title: 'Light and Dark Sounds',
        element: 'timbre',
        blurb: 'Bright and dark, smooth and rough: exploring the colour of sounds with lights and textures.',
        about:
          'This unit links sound with light and touch. Learners pair bright sounds with bright lights, feel vibrations, and choose colours and textures for the sounds they hear.',
        activities: [
          {
            title: 'Bright sounds, dark sounds',
            kind: 'listening',
            element: 'timbre',
            time: '10 minutes',
            summary: 'Pair high, bright sounds with a torch and low, dark sounds with a dark cloth.',
            recordings: ['rising-scale', 'lighthouse-lullaby'],
            equipment: 'A torch or light-up toy; a dark cloth.',
          },
          {
            title: 'Feel the vibration',
            kind: 'exploring',
            element: 'timbre',
            summary: 'Feel the vibrations of a drum, a resonator bar and a low note with hands and feet.',
            recordings: ['steady-beat-slow'],
            equipment: 'A large drum, resonator bars and a low-pitched instrument.',
            slideshow: false,
          },
          {
            title: 'Smooth or rough?',
            kind: 'game',
            element: 'timbre',
            time: '10 minutes',
            summary: 'Match sounds to textures: a smooth tone with silk, a rough scrape with sandpaper.',
            recordings: ['hot-cross-buns-soft', 'rhythm-over-pulse'],
            equipment: 'Silk, sandpaper, a sponge and bubble wrap.',
          },
          {
            title: 'Lullaby with lights',
            kind: 'performing',
            element: 'structure',
            time: '15 minutes',
            summary: 'Share a slow lullaby while learners choose a colour of light for each part.',
            recordings: ['lighthouse-lullaby'],
            equipment: 'Coloured lights or torches with coloured covers.',
          },
        ],
        lessons: [
          { title: 'Bright and dark', aim: 'Learners respond to bright and dark sounds with light.' },
          { title: 'Feeling sounds', aim: 'Learners experience sound as vibration through touch.' },
          { title: 'Smooth and rough', aim: 'Learners link the character of a sound with a texture.' },
          { title: 'Lullaby with lights', aim: 'Learners share a calm performance of a lullaby with lights.' },
        ],
      },
    ],
    audio: {
      title: 'Sensory Soundscapes audio',
      introduction: 'Gentle tracks with clear beginnings and endings and no sudden loud sounds.',
      collections: [
        {
          title: 'Calm tracks',
          blurb: 'Slow, soft recordings for listening, resting and moving gently.',
          pages: [
            {
              title: 'Sea and sky',
              introduction: 'A calm soundscape for the fabric sea, and a rising scale for the sky.',
              excerpts: ['calm-soundscape', 'rising-scale'],
            },
            {
              title: 'Lullaby',
              introduction: 'The lullaby for the final lesson, with a score for the adults.',
              score: 'score-lighthouse-lullaby',
              excerpts: ['lighthouse-lullaby'],
            },
          ],
        },
      ],
      pages: [],
    },
  },
  {
    programme: 'music-for-everyone',
    audience: 'send',
    guide: 'guide-music-for-everyone',
    warmUp: {
      title: 'Hello, who\u2019s here?',
      kind: 'warm-up',
      element: 'pulse',
      time: '5 minutes',
      summary: 'A hello song over a steady beat, where each person answers with a sound, a sign or a switch press.',
      recordings: ['steady-beat-medium'],
      equipment: 'A drum; a switch with a recorded hello.',
    },
    plenary: {
      title: 'Goodbye circle',
      kind: 'plenary',
      element: 'structure',
      time: '5 minutes',
      summary: 'Each person plays one last sound and the group echoes it, before the goodbye song.',
      recordings: ['call-and-response'],
      equipment: 'The instruments used in the session.',
    },
    units: [
      {
        title: 'Call and Response',
        element: 'structure',
        blurb: 'Taking turns: one person leads and everyone answers.',
        about:
          'Call and response gives every learner a clear moment to lead and a clear moment to join in. Over four sessions the group moves from copying the leader to taking turns to lead.',
        activities: [
          {
            title: 'Drum call, group answer',
            kind: 'game',
            element: 'structure',
            time: '10 minutes',
            summary: 'The leader plays a short drum call and the group answers on their instruments.',
            recordings: ['call-and-response'],
            equipment: 'A drum for the leader; shakers and drums for the group.',
          },
          {
            title: 'Copy my voice',
            kind: 'singing',
            element: 'pitch',
            summary: 'Copy vocal sounds such as hums, sirens and short sung phrases, with learners taking the lead.',
            recordings: ['rising-scale', 'falling-scale'],
            equipment: 'A microphone or a cardboard tube, if it helps.',
          },
          {
            title: 'Switch answers',
            kind: 'exploring',
            element: 'structure',
            time: '10 minutes',
            summary: 'Learners using switches trigger a recorded sound as their answer in the call-and-response game.',
            recordings: ['call-and-response'],
            equipment: 'Switches or a tablet with recorded sounds.',
          },
          {
            title: 'Our call and response piece',
            kind: 'performing',
            element: 'structure',
            time: '15 minutes',
            summary: 'The group performs a piece built from everyone\u2019s calls and answers.',
            recordings: ['call-and-response', 'steady-beat-medium'],
            equipment: 'The instruments and switches used in the unit.',
          },
        ],
        lessons: [
          { title: 'Taking turns', aim: 'Learners wait for a call and answer it in their own way.' },
          { title: 'Voices answer', aim: 'Learners copy and lead vocal sounds.' },
          { title: 'Everyone leads', aim: 'Every learner has a turn to lead the call.' },
          { title: 'Call and response piece', aim: 'The group performs a piece made from everyone\u2019s calls and answers.' },
        ],
      },
      {
        title: 'Steady Beat Band',
        element: 'tempo',
        blurb: 'Play together with backing tracks at three different speeds.',
        about:
          'With backing tracks at three speeds, everyone can play along in time. Learners choose the speed that suits them, control when the music stops and starts, and end with a band performance.',
        activities: [
          {
            title: 'Slow, medium, fast',
            kind: 'listening',
            element: 'tempo',
            time: '10 minutes',
            summary: 'Move to backing tracks at three speeds and choose the one that feels best today.',
            recordings: ['steady-beat-slow', 'steady-beat-medium', 'steady-beat-fast'],
            equipment: 'A clear space; scarves or ribbons.',
            alsoFor: 'primary',
          },
          {
            title: 'Stop and go',
            kind: 'game',
            element: 'tempo',
            time: '10 minutes',
            summary: 'Play while the music plays and stop when it stops; then learners take turns to control the music.',
            recordings: ['steady-beat-medium'],
            equipment: 'Instruments for everyone; a switch connected to the speaker, if you have one.',
          },
          {
            title: 'Faster and slower',
            kind: 'exploring',
            element: 'tempo',
            summary: 'Follow the leader\u2019s drum as it gradually gets faster and then slower.',
            recordings: ['speeding-up'],
            equipment: 'A drum for the leader; instruments for everyone.',
          },
          {
            title: 'Band performance',
            kind: 'performing',
            element: 'pulse',
            time: '20 minutes',
            summary: 'Perform with a backing track for an audience of families or another class.',
            recordings: ['steady-beat-medium', 'market-day-march'],
            equipment: 'Instruments, switches and a speaker.',
          },
        ],
        lessons: [
          { title: 'Three speeds', aim: 'Learners move and play at slow, medium and fast speeds.' },
          { title: 'Stop and go', aim: 'Learners respond to the music stopping and starting, and take control of it.' },
          { title: 'Faster and slower', aim: 'Learners follow gradual changes of speed.' },
          { title: 'Our band', aim: 'The group performs together with a backing track for an audience.' },
        ],
      },
    ],
    audio: {
      title: 'Music for Everyone audio',
      introduction: 'Backing tracks and calls to answer, at speeds to suit every group.',
      collections: [
        {
          title: 'Backing tracks',
          blurb: 'Steady beats to play along with, and a march for the band.',
          pages: [
            {
              title: 'Steady beat tracks',
              introduction: 'A medium beat with a shaker, a march, and a beat that speeds up, for playing along in the Steady Beat Band unit.',
              excerpts: ['steady-beat-medium', 'market-day-march', 'speeding-up'],
            },
            {
              title: 'Calls to answer',
              introduction: 'A drum call with a woodblock answer, to model the call-and-response game.',
              excerpts: ['call-and-response'],
            },
          ],
        },
        {
          title: 'Warm-up tracks',
          blurb: 'Beats for the hello song.',
          pages: [
            {
              title: 'Hello song beats',
              introduction: 'A medium beat for the hello song, and a slow one for days when the group needs a calmer start.',
              excerpts: ['steady-beat-medium', 'steady-beat-slow'],
            },
          ],
        },
      ],
      pages: [],
    },
  },
];

export const PROGRAMME_CATALOGUES: ProgrammeCatalogueSpec[] = [...primary, ...secondary, ...send];

export const AUDIENCE_CATALOGUES: AudienceCatalogueSpec[] = [
  {
    audience: 'primary',
    activityLibrary: {
      title: 'Primary activity library',
      introduction: 'Warm-ups, games and listening activities from every Primary programme, ready to drop into any lesson.',
      sections: [
        {
          title: 'Warm-ups',
          introduction: 'Quick openers to get everyone listening and ready.',
          activities: ['Hello, sounds!', 'Pass the pulse', 'What\u2019s that sound?', 'Copy my rhythm'],
          documents: ['warm-up-cards'],
        },
        {
          title: 'Listening games',
          introduction: 'Games that make careful listening fun.',
          activities: ['The sleeping giant', 'Heartbeats and footsteps', 'String sound clues', 'Drum, shaker, woodblock'],
        },
        {
          title: 'Singing and moving',
          introduction: 'Songs and movement to build a sense of pulse and pitch.',
          activities: ['Up the stairs, down the stairs', 'Birds and bears', 'Marching to the beat', 'Slow, medium, fast'],
        },
      ],
    },
    audio: {
      title: 'Primary audio library',
      introduction: 'Tunes and beats from across the Primary programmes.',
      collections: [
        {
          title: 'Songs and tunes',
          blurb: 'Traditional tunes and tunes written for Orchestra Classroom.',
          pages: [
            {
              title: 'Traditional tunes',
              introduction: 'Two traditional tunes that children can sing, play and change.',
              excerpts: ['hot-cross-buns', 'frere-jacques'],
            },
          ],
        },
      ],
      pages: [
        {
          title: 'Listening warm-ups',
          introduction: 'A march and a climbing scale for the first minutes of a lesson.',
          excerpts: ['market-day-march', 'rising-scale'],
        },
      ],
    },
  },
  {
    audience: 'secondary',
    activityLibrary: {
      title: 'Secondary activity library',
      introduction: 'Starters, listening challenges and composing tasks from the Secondary programmes.',
      sections: [
        {
          title: 'Warm-ups',
          introduction: 'Five-minute starters that get students thinking like composers.',
          activities: ['Four-note echoes', 'Name that mood'],
          documents: ['warm-up-cards'],
        },
        {
          title: 'Listening challenges',
          introduction: 'Short, focused listening tasks.',
          activities: ['Spot the motif', 'Sequence and inversion', 'Same scene, different music'],
        },
        {
          title: 'Composing briefs',
          introduction: 'Composing tasks with clear goals, suitable for coursework practice.',
          activities: ['Invent a motif', 'Build a sixteen-bar piece', 'Thirty-second cue', 'Write a character theme'],
          documents: ['composing-grid'],
        },
        // Intentionally the same title as the section above it: the site merges same-titled sections.
        {
          title: 'Listening challenges',
          introduction: 'More listening tasks from Film Music Lab.',
          activities: ['Same scene, different music', 'Whose theme is it?'],
        },
      ],
    },
    audio: {
      title: 'Secondary audio library',
      introduction: 'Recordings for analysis and as models for composing.',
      collections: [
        {
          title: 'Listening challenges',
          blurb: 'Tracks chosen for close listening.',
          pages: [
            {
              title: 'Texture and layers',
              introduction: 'How many layers can you hear, and how do they fit together?',
              excerpts: ['layers-of-rhythm', 'calm-soundscape', 'tension-cue'],
            },
          ],
        },
      ],
      pages: [],
    },
  },
  {
    audience: 'send',
    activityLibrary: {
      title: 'SEND activity library',
      introduction: 'Activities from the SEND programmes, each with adaptations for different needs.',
      sections: [
        {
          title: 'Warm-ups',
          introduction: 'Hello songs and greetings that give every session a familiar start.',
          activities: ['Hello song and sound circle', 'Hello, who\u2019s here?', 'Pass the pulse'],
          documents: ['warm-up-cards'],
        },
        {
          title: 'Sensory exploration',
          introduction: 'Activities to explore sound through touch, sight and movement.',
          activities: ['Rain makers', 'Feel the vibration', 'Smooth or rough?', 'Listening to the waves'],
        },
        {
          title: 'Playing together',
          introduction: 'Group music making where every contribution counts.',
          activities: ['Drum call, group answer', 'Stop and go', 'Band performance'],
        },
      ],
    },
    audio: {
      title: 'SEND audio library',
      introduction: 'Calm tracks, steady beats and sounds for exploring.',
      collections: [
        {
          title: 'Sensory favourites',
          blurb: 'Gentle recordings for listening and resting.',
          pages: [
            {
              title: 'Gentle sounds',
              introduction: 'A soundscape and a lullaby, both with soft beginnings and endings.',
              excerpts: ['calm-soundscape', 'lighthouse-lullaby'],
            },
          ],
        },
      ],
      pages: [
        {
          title: 'Moving to the beat',
          introduction: 'A slow and a medium beat for rocking, swaying and dancing.',
          excerpts: ['steady-beat-slow', 'steady-beat-medium'],
        },
      ],
    },
  },
];

/** Shown on the site's audio library page beside the audience and programme libraries. */
export const SITE_AUDIO_LIBRARY: AudioLibrarySpec = {
  title: 'Orchestra Classroom audio library',
  introduction: 'Every kind of recording in Orchestra Classroom in one place: tunes, beats, rhythms and cues, with scores where they help.',
  collections: [
    {
      title: 'Tunes',
      blurb: 'Traditional tunes and tunes written for Orchestra Classroom.',
      pages: [
        {
          title: 'One tune, two sounds',
          introduction: 'Hot Cross Buns played on a bright tone and then a soft one: a quick way into talking about timbre.',
          excerpts: ['hot-cross-buns', 'hot-cross-buns-soft'],
        },
        {
          title: 'Scales',
          introduction: 'Up and down the scale, for singing and for showing pitch with your hands.',
          excerpts: ['rising-scale', 'falling-scale'],
        },
      ],
    },
    {
      title: 'Beats and rhythms',
      blurb: 'Steady beats at three speeds, and rhythms to copy, answer and layer.',
      pages: [
        {
          title: 'Beats at three speeds',
          introduction: 'Slow, medium and fast beats for any activity that needs a steady pulse.',
          excerpts: ['steady-beat-slow', 'steady-beat-medium', 'steady-beat-fast', 'speeding-up'],
        },
        {
          title: 'Rhythm patterns',
          introduction: 'A rhythm over a pulse, and a drum call with its answer.',
          excerpts: ['rhythm-over-pulse', 'call-and-response'],
        },
      ],
    },
  ],
  pages: [
    {
      title: 'Lighthouse Lullaby',
      introduction: 'A slow tune in a minor key, with its score.',
      score: 'score-lighthouse-lullaby',
      excerpts: ['lighthouse-lullaby'],
    },
    { title: 'Film cues', introduction: 'Two cues in contrasting moods.', excerpts: ['tension-cue', 'wonder-cue'] },
  ],
};

export const PROJECT_EXTRAS: ProjectExtrasSpec = {
  project: 'new-music-commission',
  explore_activities_title: 'Try the composer\u2019s techniques',
  main_image: 'new-music-commission-main',
  activities: ['Invent a motif', 'The transformation toolkit', 'Build a sixteen-bar piece', 'Write a character theme'],
  documents: ['commission-timeline', 'commission-sketchbook'],
};

export const LIVE_EXTRAS: LiveExtrasSpec[] = [
  {
    production: 'journey-through-the-orchestra',
    activities: [
      { title: 'Big instruments, small instruments', instrument: 'Piccolo and double bass' },
      { title: 'Marching to the beat', instrument: 'Snare drum' },
      { title: 'Up the stairs, down the stairs', instrument: 'Voices' },
      { title: 'Pulse band', instrument: 'Untuned percussion' },
    ],
    audioPages: ['High and low', 'Hot Cross Buns'],
    documents: ['concert-visit-guide'],
  },
  {
    production: 'music-of-the-seasons',
    activities: [
      { title: 'Tiptoe or stomp?', instrument: 'Full orchestra' },
      { title: 'Shakers loud and soft', instrument: 'Shakers and drums' },
    ],
    audioPages: ['Loud and quiet'],
    documents: [],
  },
];
