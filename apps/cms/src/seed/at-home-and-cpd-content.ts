/**
 * The demo's Music at Home libraries (one programme of each audience, four activities each) and its
 * CPD area (two live events, one online and one in person, and two recorded sessions). Every word,
 * image, recording and PDF is written or generated for this project.
 */
import type { ImageSpec, RichText } from './demo-content-types';
import type { NamedPdf } from './media';
import type { VideoClip } from './catalogue-types';

export interface AtHomeActivitySpec {
  /** The catalogue activity (by title) that gains these at-home fields. */
  activity: string;
  title: string;
  description: RichText;
  image: ImageSpec;
  /** A recording of the demo catalogue (catalogue-media.ts), by name. */
  recording: string;
  sheet: NamedPdf;
}

export interface AtHomeLibrarySpec {
  programme: string;
  title: string;
  introduction: RichText;
  activities: AtHomeActivitySpec[];
}

const card = (name: string, alt: string, motif: ImageSpec['motif'], colours: [string, string]): ImageSpec => ({
  name,
  alt,
  motif,
  colours,
  width: 600,
  height: 400,
});
const sheet = (name: string, title: string, paragraphs: string[]): NamedPdf => ({ name, pdf: { title, subtitle: 'Music at Home', paragraphs } });

export const AT_HOME_LIBRARIES: AtHomeLibrarySpec[] = [
  {
    programme: 'sound-explorers',
    title: 'Sound Explorers at home',
    introduction: [
      'Your child has been exploring sound at school. These four activities carry on the fun at home: no instruments or musical experience needed, just a few minutes and some space to move.',
      'Play the recording, try the activity together, and print the sheet if you would like a reminder on the fridge.',
    ],
    activities: [
      {
        activity: 'Tiptoe or stomp?',
        title: 'Quiet feet, loud feet',
        description: [
          'Play the recording. When the music is quiet, tiptoe around the room; as it grows louder, make your steps bigger and stronger until you are stomping.',
          'Take turns being the leader: the leader hums quietly or loudly and everyone else moves to match.',
        ],
        image: card('at-home-tiptoe', 'Small and large circles, like quiet and loud footsteps', 'circles', ['#8C2D39', '#FFD1D6']),
        recording: 'growing-louder',
        sheet: sheet('at-home-tiptoe-sheet', 'Quiet feet, loud feet', [
          'Play the recording and move to it: tiptoe when it is quiet, stomp when it is loud.',
          'Draw a footprint for every quiet part and a big boot for every loud part.',
        ]),
      },
      {
        activity: 'The sleeping giant',
        title: 'Creep past the giant',
        description: [
          'One person is the sleeping giant, sitting on a chair with eyes closed. Everyone else creeps closer while the music is quiet.',
          'When the music gets loud, the giant wakes up: freeze! Anyone the giant sees moving goes back to the start.',
        ],
        image: card('at-home-giant', 'Waves rising and falling, like a giant snoring', 'waves', ['#12463A', '#BFE8D8']),
        recording: 'loud-call-quiet-echo',
        sheet: sheet('at-home-giant-sheet', 'Creep past the giant', [
          'A game for two or more players and one chair.',
          'Creep on the quiet music, freeze on the loud music. Swap roles so that everyone has a turn as the giant.',
        ]),
      },
      {
        activity: 'Birds and bears',
        title: 'High birds, low bears',
        description: [
          'Listen to the notes climbing up and coming down. When the music is high, flap your arms like a bird; when it is low, lumber like a bear.',
          'Can you find something in your home that makes a high sound, and something that makes a low one?',
        ],
        image: card('at-home-birds', 'Notes rising up a stave like a bird in flight', 'notes', ['#1F5F8B', '#CBE7FA']),
        recording: 'rising-scale',
        sheet: sheet('at-home-birds-sheet', 'High birds, low bears', [
          'Flap like a bird for high sounds and stomp like a bear for low sounds.',
          'Draw one thing at home that sounds high and one that sounds low.',
        ]),
      },
      {
        activity: 'Up the stairs, down the stairs',
        title: 'Singing on the stairs',
        description: [
          'Sit on the bottom stair (or crouch down low) and sing the first note of the recording. Step up one stair, or stretch up a little, for every note that climbs.',
          'Then come back down with the notes. Try it slowly, then a little faster.',
        ],
        image: card('at-home-stairs', 'Bars of rising height, like a staircase', 'bars', ['#B35C00', '#FFE0B8']),
        recording: 'rising-scale',
        sheet: sheet('at-home-stairs-sheet', 'Singing on the stairs', [
          'Sing up the stairs as the notes climb, and back down as they fall.',
          'Colour a stair for every note you sang.',
        ]),
      },
    ],
  },
  {
    programme: 'composing-with-motifs',
    title: 'Composing with Motifs: at home',
    introduction: [
      'Motifs are short musical ideas that composers repeat and change. These activities let your teenager keep composing at home with nothing more than their voice, a phone or any instrument they have.',
    ],
    activities: [
      {
        activity: 'Spot the motif',
        title: 'Motif hunting',
        description: [
          'Listen to the motif, then listen to a favourite song or film soundtrack. Can you hear a short idea that keeps coming back?',
          'Write down how many times you hear it and whether it ever changes.',
        ],
        image: card('at-home-motif-hunt', 'A short pattern of notes repeated along a stave', 'staves', ['#2F4858', '#DDEAF1']),
        recording: 'motif-original',
        sheet: sheet('at-home-motif-hunt-sheet', 'Motif hunting', [
          'Choose a piece of music you like and listen for a repeating idea.',
          'Note the time each time you hear it, and describe any changes.',
        ]),
      },
      {
        activity: 'Rhythm or pitch?',
        title: 'Tap it, then sing it',
        description: [
          'Tap the rhythm of the motif on a table, then sing its notes without the rhythm, all the same length.',
          'Which version still sounds like the motif? Try the same with a tune you know well.',
        ],
        image: card('at-home-tap-sing', 'Bars and notes side by side', 'bars', ['#5B2A6E', '#E6D2EE']),
        recording: 'motif-original',
        sheet: sheet('at-home-tap-sing-sheet', 'Tap it, then sing it', [
          'Tap the rhythm of a tune, then sing its notes evenly.',
          'Which tells you more about the tune: its rhythm or its pitches?',
        ]),
      },
      {
        activity: 'Invent a motif',
        title: 'Your own five notes',
        description: [
          'Make up a motif of five notes: hum it, whistle it or play it on any instrument or app. Record it on a phone so you do not forget it.',
          'Now change one thing: make it faster, higher or backwards. Which version do you like best?',
        ],
        image: card('at-home-own-motif', 'Five notes on a stave', 'notes', ['#222E50', '#C9D5F5']),
        recording: 'motif-original',
        sheet: sheet('at-home-own-motif-sheet', 'Your own five notes', ['Invent a five-note motif and record it.', 'Write down three ways you changed it.']),
      },
      {
        activity: 'Sequence and inversion',
        title: 'Up a step, upside down',
        description: [
          'Listen to the motif moving up a step each time (a sequence), then turned upside down (an inversion).',
          'Try both with your own motif: sing it starting one note higher, then flip every step up into a step down.',
        ],
        image: card('at-home-sequence', 'Waves climbing in steps', 'waves', ['#8C2D39', '#FFD1D6']),
        recording: 'motif-sequence',
        sheet: sheet('at-home-sequence-sheet', 'Up a step, upside down', [
          'A sequence repeats a motif starting on a higher or lower note.',
          'An inversion turns every upward step into a downward one.',
        ]),
      },
    ],
  },
  {
    programme: 'sensory-soundscapes',
    title: 'Sensory Soundscapes at home',
    introduction: [
      'Calm, sensory music-making to share at home, at whatever pace suits your child. Follow their lead: looking, listening, touching and resting are all ways of taking part.',
    ],
    activities: [
      {
        activity: 'Listening to the waves',
        title: 'Waves on a blanket',
        description: [
          'Hold the edges of a blanket or towel together and make gentle waves while the recording plays.',
          'Let the waves grow a little when the music swells and settle when it goes quiet.',
        ],
        image: card('at-home-waves', 'Soft blue waves', 'waves', ['#1F5F8B', '#CBE7FA']),
        recording: 'calm-soundscape',
        sheet: sheet('at-home-waves-sheet', 'Waves on a blanket', [
          'You need a blanket or towel and the calm soundscape recording.',
          'Move gently with the music. Stop whenever your child wants to rest.',
        ]),
      },
      {
        activity: 'Rain makers',
        title: 'Kitchen rain',
        description: [
          'Pour a little rice or dried pasta into a plastic bottle and screw the lid on tight. Shake it gently for drizzle and harder for a downpour.',
          'Play along with the recording, or take turns making the weather.',
        ],
        image: card('at-home-rain', 'Small circles falling like raindrops', 'circles', ['#12463A', '#BFE8D8']),
        recording: 'calm-soundscape',
        sheet: sheet('at-home-rain-sheet', 'Kitchen rain', [
          'Make a shaker from a bottle and some rice. Check the lid is tight.',
          'Shake softly for drizzle and strongly for a storm.',
        ]),
      },
      {
        activity: 'Wind and breath',
        title: 'Blow the feather',
        description: [
          'Blow a feather, a tissue or a scarf and watch it move. Make long, slow breaths and short, quick ones.',
          'Play the recording and let the breath follow the music.',
        ],
        image: card('at-home-breath', 'Gentle curving lines like moving air', 'waves', ['#5B2A6E', '#E6D2EE']),
        recording: 'calm-soundscape',
        sheet: sheet('at-home-breath-sheet', 'Blow the feather', [
          'You need something light: a feather, tissue or scarf.',
          'Try long breaths and short breaths, and watch what changes.',
        ]),
      },
      {
        activity: 'Feel the vibration',
        title: 'Feel the beat',
        description: [
          'Play the steady beat and rest a hand on a box, a cushion or a table near the speaker. Can you feel the beat?',
          'Tap the beat gently on your child\u2019s hand or back, then let them tap it on yours.',
        ],
        image: card('at-home-vibration', 'Circles spreading out from a centre', 'circles', ['#B35C00', '#FFE0B8']),
        recording: 'steady-beat-slow',
        sheet: sheet('at-home-vibration-sheet', 'Feel the beat', [
          'Play the steady beat and feel it through your hands.',
          'Take turns tapping the beat gently for each other.',
        ]),
      },
    ],
  },
];

export interface CpdLiveEventSpec {
  slug: string;
  title: string;
  /** Days from the day the demo is seeded, so the demo's events are always ahead. */
  inDays: number;
  venue: string;
  blurb: string;
  main_text: RichText;
  image: ImageSpec;
  document: NamedPdf;
  session: {
    title: string;
    is_remote: boolean;
    address_location?: string;
    start_end_time: string;
    session_link: string;
    session_link_title: string;
    additional_info: string;
  };
}

export interface CpdSessionSpec {
  slug: string;
  title: string;
  blurb: string;
  main_text: RichText;
  image: ImageSpec;
  video: { title: string; film_setup: string; clip: VideoClip };
  document: NamedPdf;
}

const cpdImage = (name: string, alt: string, motif: ImageSpec['motif'], colours: [string, string]): ImageSpec => ({
  name,
  alt,
  motif,
  colours,
  width: 1000,
  height: 500,
});
const handout = (name: string, title: string, paragraphs: string[]): NamedPdf => ({ name, pdf: { title, subtitle: 'CPD handout', paragraphs } });

export const CPD = {
  title: 'Professional development',
  body_content: [
    'Build your confidence in teaching music with our live events and recorded sessions, led by the orchestra\u2019s education team and players.',
    'Live events are free for subscribers. Recorded sessions can be watched at any time and come with handouts to use in your planning.',
  ] as RichText,
  live_events_heading: 'Live events',
  video_sessions_title: 'Video sessions',
  documents: [
    handout('cpd-planning-checklist', 'Planning a music lesson: a checklist', [
      'Start with what you want pupils to hear, then plan how they will respond: moving, singing, playing or talking.',
      'Keep instructions short, model everything and leave time at the end to perform to each other.',
    ]),
    handout('cpd-singing-tips', 'Leading singing with confidence', [
      'Choose a starting note that suits young voices: not too low. Hum it first so everyone can find it.',
      'Use your hands to show the shape of the tune, and sing with the class rather than for it.',
    ]),
  ],
  liveEvents: [
    {
      slug: 'leading-singing-online',
      title: 'Leading singing in the classroom',
      inDays: 21,
      venue: 'Online',
      blurb: 'A practical online workshop on warming up voices, teaching a song by ear and keeping everyone singing.',
      main_text: [
        'Join our vocal leaders for ninety minutes of practical ideas you can use the next morning. Bring your voice: you will sing, but nobody will be asked to sing alone.',
        'We will cover warm-ups, teaching a song in short phrases, and simple ways to add parts.',
      ],
      image: cpdImage('cpd-singing', 'Staves with notes, like a choir\u2019s song sheet', 'staves', ['#1F5F8B', '#CBE7FA']),
      document: handout('cpd-singing-workshop', 'Leading singing: workshop notes', [
        'Warm up the body, the breath and the voice, in that order.',
        'Teach a song by echo: sing a phrase, the class sings it back, then join phrases together.',
      ]),
      session: {
        title: 'Live online workshop',
        is_remote: true,
        start_end_time: '16:00 to 17:30',
        session_link: 'https://meet.example.org/orchestra-classroom/leading-singing',
        session_link_title: 'Join the online workshop',
        additional_info: 'The link opens ten minutes before the start. Use headphones if you can.',
      },
    },
    {
      slug: 'instruments-hands-on-day',
      title: 'Instruments of the orchestra: a hands-on day',
      inDays: 45,
      venue: 'Riverside Music Centre',
      blurb: 'Meet the orchestra\u2019s players, try their instruments and take away ideas for teaching the instrument families.',
      main_text: [
        'Spend a day with players from every section of the orchestra. You will try string, woodwind, brass and percussion instruments, and see how our listening activities work with a real ensemble.',
        'Lunch and refreshments are provided.',
      ],
      image: cpdImage('cpd-instruments', 'Bars of many heights, like the instruments of an orchestra', 'bars', ['#8C2D39', '#FFD1D6']),
      document: handout('cpd-instruments-day', 'Instruments day: what to expect', [
        'Registration opens at 9:30. The day ends with a short performance by the players.',
        'Wear comfortable clothes: you will be moving and playing.',
      ]),
      session: {
        title: 'In-person training day',
        is_remote: false,
        address_location: 'Riverside Music Centre, 4 Mill Lane, Riverside, RV1 2AB',
        start_end_time: '10:00 to 15:30',
        session_link: 'https://tickets.example.org/orchestra-classroom/instruments-day',
        session_link_title: 'Book your place',
        additional_info: 'Step-free access throughout. Please tell us about any access needs when you book.',
      },
    },
  ] satisfies CpdLiveEventSpec[],
  sessions: [
    {
      slug: 'teaching-pulse-and-rhythm',
      title: 'Teaching pulse and rhythm',
      blurb: 'How to help every pupil feel a steady beat, and build rhythms on top of it.',
      main_text: ['This session shows three warm-ups for finding the pulse, and how to move from the pulse to simple rhythms with words and body percussion.'],
      image: cpdImage('cpd-pulse', 'Steady red bars like beats', 'bars', ['#B35C00', '#FFE0B8']),
      video: { title: 'Pulse and rhythm in practice', film_setup: 'Watch the conductor, then try the beat patterns with your class.', clip: 'conductor-beats' },
      document: handout('cpd-pulse-handout', 'Pulse and rhythm: session handout', [
        'The pulse is the steady beat; the rhythm is the pattern of long and short sounds on top of it.',
        'Always find the pulse together before adding a rhythm.',
      ]),
    },
    {
      slug: 'body-percussion-for-beginners',
      title: 'Body percussion for beginners',
      blurb: 'Clap, click, tap and stamp: make music with no instruments at all.',
      main_text: ['Learn four body percussion sounds and a simple way to layer them into a class piece, with ideas for pupils who need to take part seated.'],
      image: cpdImage('cpd-body-percussion', 'Circles like hand claps', 'circles', ['#5B2A6E', '#E6D2EE']),
      video: { title: 'A body percussion piece', film_setup: 'Follow along with the players, one layer at a time.', clip: 'body-percussion' },
      document: handout('cpd-body-percussion-handout', 'Body percussion: session handout', [
        'Start with one sound and one pattern, then add layers one group at a time.',
        'Seated options: tap knees, tap the table, click fingers.',
      ]),
    },
  ] satisfies CpdSessionSpec[],
};
