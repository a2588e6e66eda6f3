import type { DemoContent } from './demo-content-types';

/**
 * Demo content for a development instance of Orchestra Classroom.
 * All copy is original to this project. Colour pairs meet WCAG AA (4.5:1) for text on background.
 */
export const demoContent: DemoContent = {
  ageGroups: [
    { slug: 'eyfs', title: 'Early Years' },
    { slug: 'ks1', title: 'Key Stage 1' },
    { slug: 'ks2', title: 'Key Stage 2' },
    { slug: 'ks3', title: 'Key Stage 3' },
    { slug: 'ks4', title: 'Key Stage 4' },
    { slug: 'post-16', title: 'Post-16' },
  ],

  audiences: [
    {
      slug: 'primary',
      title: 'Primary',
      subtitle: 'Listening, singing and making music from Reception to Year 6',
      introduction:
        'Ready-to-teach music lessons built around the sounds of the orchestra. Every activity is designed for a generalist classroom teacher, with clear steps, audio to play and ideas for stretching confident musicians.',
      libraries_intro: 'Dip into our libraries when you need a quick warm-up, a piece to listen to or an activity to fill a spare ten minutes.',
      audio_library_intro:
        'Short recordings by our players, from single instruments to the full orchestra, each with a few questions to get children listening closely.',
      activity_library_intro: 'Warm-ups, singing games, body percussion and composing tasks you can pick up and use straight away, sorted by key stage.',
      section2_intro:
        'Each programme is a half-term of lessons that builds step by step. Start anywhere: every unit explains what children need to know first.',
      theme: {
        background: '#1F5F8B',
        color: '#FFFFFF',
        hover_color: '#174766',
        banner: { name: 'primary-banner', alt: 'Blue banner with bright musical notes', motif: 'notes', colours: ['#1F5F8B', '#8FD3FF'] },
      },
      featureboxes: [
        {
          title: 'Sound Explorers',
          blurb: 'Young children discover loud and quiet, high and low, fast and slow through play, movement and listening.',
          link_label: 'Explore the programme',
          age_groups: ['eyfs', 'ks1'],
          link: { programme: 'sound-explorers' },
          image: { name: 'primary-box-1', alt: 'Yellow circles rippling outwards like sound', motif: 'circles', colours: ['#FFE9A8', '#C28A00'] },
        },
        {
          title: 'Rhythm and Pulse',
          blurb: 'Keep the beat, clap the rhythm and build class pieces with body percussion and untuned instruments.',
          link_label: 'Start clapping',
          age_groups: ['ks1', 'ks2'],
          link: { programme: 'rhythm-and-pulse' },
          image: { name: 'primary-box-2', alt: 'Red and white bars of different heights', motif: 'bars', colours: ['#B23A48', '#FFD1D6'] },
        },
        {
          title: 'Orchestra Detectives',
          blurb: 'Coming soon: a listening mystery in which pupils track down each instrument family using clues hidden in the music.',
          is_preview: true,
          link_label: 'Take a sneak peek',
          age_groups: ['ks2'],
          link: { programme: 'orchestra-detectives' },
          image: { name: 'primary-box-3', alt: 'Slate-grey staves with a magnifying-glass feel', motif: 'staves', colours: ['#2F4858', '#A9C6D6'] },
        },
      ],
    },
    {
      slug: 'secondary',
      title: 'Secondary',
      subtitle: 'Composing, performing and listening for Key Stage 3 and beyond',
      introduction:
        'Projects that put orchestral music alongside the music your students already love. Use them as complete units or borrow individual tasks to support coursework.',
      libraries_intro: 'Our libraries hold the building blocks: recordings, scores and short tasks you can slot into any scheme of work.',
      audio_library_intro: 'Isolated instrument parts and full mixes recorded by our players, ideal for analysis, arranging and ensemble practice.',
      activity_library_intro: 'Starters, listening challenges and composing briefs, each with success criteria written for students.',
      section2_intro: 'Programmes run over several weeks and lead to a finished piece, a performance or a piece of written analysis.',
      theme: {
        background: '#5B2A6E',
        color: '#FFFFFF',
        hover_color: '#7A3D91',
        banner: { name: 'secondary-banner', alt: 'Purple banner with flowing staves', motif: 'staves', colours: ['#5B2A6E', '#D9B8E6'] },
      },
      featureboxes: [
        {
          title: 'Composing with Motifs',
          blurb: 'Learn how composers grow a whole piece from a handful of notes, then do it yourself.',
          link_label: 'See the programme',
          age_groups: ['ks3', 'ks4'],
          link: { programme: 'composing-with-motifs' },
          image: { name: 'secondary-box-1', alt: 'Navy background scattered with notes', motif: 'notes', colours: ['#222E50', '#9FB3E8'] },
        },
        {
          title: 'Film Music Lab',
          blurb: 'Score a short silent scene and discover how music shapes what an audience feels.',
          link_label: 'Enter the lab',
          age_groups: ['ks3', 'ks4'],
          link: { programme: 'film-music-lab' },
          image: { name: 'secondary-box-2', alt: 'Black and gold waves like a soundtrack', motif: 'waves', colours: ['#111111', '#F5C518'] },
        },
        {
          title: 'GCSE and beyond',
          blurb: 'Support for exam classes: set works in context, composing briefs and performance tips.',
          link_label: 'Find exam support',
          age_groups: ['ks4', 'post-16'],
          link: { landing_page: 'gcse-and-beyond' },
          image: { name: 'secondary-box-3', alt: 'Purple bars rising like a graph', motif: 'bars', colours: ['#5B2A6E', '#F1E4F6'] },
        },
        {
          title: 'New Music Commission',
          blurb: 'Follow a living composer as they write a new piece with and for young people.',
          link_label: 'Meet the project',
          age_groups: ['ks3', 'ks4', 'post-16'],
          link: { project: 'new-music-commission' },
          image: { name: 'secondary-box-4', alt: 'Overlapping purple and lilac circles', motif: 'circles', colours: ['#7A3D91', '#E6D2EE'] },
        },
      ],
    },
    {
      slug: 'send',
      title: 'SEND',
      subtitle: 'Inclusive music making for every learner',
      introduction:
        'Multi-sensory music activities for special schools, resource bases and mainstream classes. Everything can be adapted to the pace, communication style and sensory needs of your group.',
      libraries_intro: 'Use the libraries to build sessions around the interests of the young people in front of you.',
      audio_library_intro: 'Calm, clear recordings with gentle starts and finishes, plus tracks with a strong, steady beat for movement.',
      activity_library_intro:
        'Activities with suggested adaptations for sensory, physical and communication needs, and ideas for using switches and simple technology.',
      section2_intro: 'Programmes are flexible: repeat sessions as often as your group needs, and let familiarity build confidence.',
      theme: {
        background: '#1E6B52',
        color: '#FFFFFF',
        hover_color: '#154D3B',
        banner: { name: 'send-banner', alt: 'Green banner with soft waves', motif: 'waves', colours: ['#1E6B52', '#BFE8D8'] },
      },
      featureboxes: [
        {
          title: 'Sensory Soundscapes',
          blurb: 'Explore texture, vibration and colour through sound, using everyday objects alongside orchestral instruments.',
          link_label: 'Explore soundscapes',
          link: { programme: 'sensory-soundscapes' },
          image: { name: 'send-box-1', alt: 'Pale green circles spreading gently', motif: 'circles', colours: ['#DFF3EC', '#12463A'] },
        },
        {
          title: 'Music for Everyone',
          blurb: 'Group music making where every contribution counts, from a single tap to a sung phrase.',
          link_label: 'Join in',
          link: { programme: 'music-for-everyone' },
          image: { name: 'send-box-2', alt: 'Purple notes dancing across the image', motif: 'notes', colours: ['#6A3D9A', '#E2D4F2'] },
        },
        {
          title: 'Planning for your setting',
          blurb: 'Every activity in this area includes notes on adapting for your learners. Ask your music hub about local support, too.',
          link: null,
          image: { name: 'send-box-3', alt: 'Green staves with plenty of space between the lines', motif: 'staves', colours: ['#1E6B52', '#E7F5EF'] },
        },
      ],
    },
    {
      slug: 'live',
      title: 'Live',
      subtitle: 'Bring your class to hear an orchestra in person',
      introduction:
        'Our concerts for schools are short, lively and made with young audiences in mind. Each one comes with lessons to prepare your class beforehand and ideas for following up afterwards.',
      libraries_intro: 'Find the music from each concert in our libraries so children can get to know it before the day.',
      audio_library_intro: 'Recordings of the pieces in this season’s concerts, with short introductions from the players.',
      activity_library_intro: 'Pre-concert warm-ups, join-in songs and reflection activities to use back in the classroom.',
      section2_intro: 'Choose a concert series below to see dates, venues and the resources that go with each performance.',
      theme: {
        background: '#9A2F1F',
        color: '#FFFFFF',
        hover_color: '#7A2418',
        banner: { name: 'live-banner', alt: 'Deep red banner with stage-light circles', motif: 'circles', colours: ['#9A2F1F', '#FFC9A8'] },
      },
      featureboxes: [
        {
          title: 'Schools Concerts',
          blurb: 'Hour-long concerts in a real concert hall, with plenty of chances to sing and move.',
          link_label: 'See concerts',
          age_groups: ['ks1', 'ks2'],
          link: { live_programme: 'schools-concerts' },
          image: { name: 'live-box-1', alt: 'Red bars like rows of concert seats', motif: 'bars', colours: ['#9A2F1F', '#FFE1D1'] },
        },
        {
          title: 'Relaxed Performances',
          blurb: 'A calm, welcoming concert where moving, making noise and taking breaks are all part of the experience.',
          link_label: 'Find out more',
          link: { live_programme: 'relaxed-performances' },
          image: { name: 'live-box-2', alt: 'Soft orange waves', motif: 'waves', colours: ['#7A2418', '#FFD9C2'] },
        },
        {
          title: 'Getting ready for the concert',
          blurb: 'Three short lessons to help your class know what to expect, what to listen for and how to join in.',
          link_label: 'Prepare your class',
          age_groups: ['ks1', 'ks2'],
          link: { live_programme: 'schools-concerts' },
          image: { name: 'live-box-3', alt: 'Notes floating above a red background', motif: 'notes', colours: ['#9A2F1F', '#FFF1E8'] },
        },
      ],
    },
  ],

  programmes: [
    {
      slug: 'sound-explorers',
      audience: 'primary',
      title: 'Sound Explorers',
      released: true,
      blurb: 'Playful listening and movement for the youngest musicians.',
      introduction: [
        'Sound Explorers introduces children to the building blocks of music through play. Each session starts with a short piece of orchestral music and invites children to move, draw and talk about what they hear.',
        'Over two units of four lessons, children learn to notice the difference between loud and quiet, high and low, fast and slow, and begin to name some of the instruments that make those sounds. Simple songs and chants help the ideas stick.',
        'No musical experience is needed to teach it. Every lesson has notes for you to read beforehand and recordings ready to play in class.',
      ],
      introduction_at_home: [
        { heading: 'Exploring sound at home' },
        'Listen out for sounds together on a walk or around the kitchen. Is that sound high or low? Loud or quiet? Could you copy it with your voice?',
        'Try playing one of the tracks from this programme and moving to it: tiptoe when the music is quiet and stomp when it gets loud.',
      ],
      schemes_intro:
        'Two units of four lessons of about 30 minutes, each one building on the last. They work well as a weekly music slot or split into shorter daily bursts.',
      media_introduction: 'Every recording in Sound Explorers was made by our players, to show how instruments make sounds high, low, loud and quiet.',
      theme: {
        background: '#FFE9A8',
        color: '#3A2A00',
        hover_color: '#FFD966',
        banner: { name: 'sound-explorers-banner', alt: 'Sunny yellow banner with ripples of sound', motif: 'circles', colours: ['#FFE9A8', '#E0A800'] },
      },
    },
    {
      slug: 'rhythm-and-pulse',
      audience: 'primary',
      title: 'Rhythm and Pulse',
      released: true,
      blurb: 'Find the beat, feel the rhythm and build class pieces with body percussion.',
      introduction: [
        'A steady pulse is the heartbeat of almost all music. In this programme children learn to feel it, keep it and then layer rhythms over the top, first with their bodies and then with classroom percussion.',
        'Lessons use short extracts from orchestral works, from the march-like pulse of Holst to the driving rhythms of Stravinsky, to show how composers play with the beat. Children then create their own rhythm patterns and combine them into a class piece.',
        'By the end of the unit, pupils will have performed a layered body percussion piece and learned to read simple rhythm notation.',
      ],
      introduction_at_home: [
        { heading: 'Keeping the beat at home' },
        'Ask your child to teach you their body percussion pattern. Can you keep a steady beat with your feet while they clap the rhythm on top?',
        'Listen to any music you enjoy together and try to tap along with the pulse. Is it fast or slow? Does it ever change?',
      ],
      schemes_intro: 'Two schemes of six lessons: one for Key Stage 1 focusing on pulse, and one for Key Stage 2 that adds notation and layering.',
      media_introduction: 'Our percussion section demonstrates each pattern slowly and then at full speed, so you can learn it before teaching it.',
      theme: {
        background: '#B23A48',
        color: '#FFFFFF',
        hover_color: '#8C2D39',
        banner: { name: 'rhythm-and-pulse-banner', alt: 'Red banner with rhythmic bars', motif: 'bars', colours: ['#B23A48', '#FFD1D6'] },
      },
    },
    {
      slug: 'orchestra-detectives',
      audience: 'primary',
      title: 'Orchestra Detectives',
      released: false,
      blurb: 'Coming soon: a listening mystery that introduces every section of the orchestra.',
      introduction: [
        'Something has gone missing from the orchestra, and your class has been called in to investigate. In Orchestra Detectives, pupils become listening sleuths, gathering clues about the strings, woodwind, brass and percussion to solve the case.',
        'Each lesson focuses on one instrument family, with recordings of our players and a famous extract to analyse, from the galloping strings of Rossini to the brass fanfares of Copland. Pupils record their findings in a detective notebook.',
        'The programme ends with a big reveal and a chance for pupils to write their own musical mystery for another class to solve.',
      ],
      introduction_at_home: [
        { heading: 'Be a detective at home' },
        'When you hear music on the radio, in a film or in a shop, ask your child which instruments they can spot. Are they blown, bowed, plucked or hit?',
      ],
      schemes_intro: 'Five lessons for Key Stage 2, each around 45 minutes, plus an optional final performance.',
      media_introduction: 'Short films follow our players as they drop clues about their instruments for your detectives to crack.',
      theme: {
        background: '#2F4858',
        color: '#FFFFFF',
        hover_color: '#3E6176',
        banner: { name: 'orchestra-detectives-banner', alt: 'Slate-blue banner with staves', motif: 'staves', colours: ['#2F4858', '#A9C6D6'] },
      },
    },
    {
      slug: 'composing-with-motifs',
      audience: 'secondary',
      title: 'Composing with Motifs',
      released: true,
      blurb: 'Turn a few notes into a whole piece, the way the great composers do.',
      introduction: [
        'Some of the best-known music ever written grows from a tiny idea. Beethoven built an entire symphony movement from four notes, and film composers still use the same techniques today.',
        'In this programme students learn to recognise a motif, then transform it through repetition, sequence, inversion and changes of rhythm and instrument. Each lesson pairs a listening example with a short composing task.',
        'Students finish with a short piece of their own, built from a motif they have invented, and a written commentary explaining their choices. The tasks map neatly onto GCSE composing requirements.',
      ],
      introduction_at_home: [
        { heading: 'Supporting composing at home' },
        'Ask your young person to play or sing you their motif, and then to show you one way they have changed it. Explaining their ideas out loud is great practice for the written commentary.',
        'Free music software on a phone or laptop is enough to keep experimenting between lessons.',
      ],
      schemes_intro: 'Eight lessons for Key Stage 3, plus an extended version for Key Stage 4 with exam-style composing briefs.',
      media_introduction: 'A composer from our education team demonstrates each technique at the piano, then hears it played by the orchestra.',
      theme: {
        background: '#222E50',
        color: '#FFFFFF',
        hover_color: '#33457A',
        banner: { name: 'composing-with-motifs-banner', alt: 'Navy banner with notes arranged in patterns', motif: 'notes', colours: ['#222E50', '#9FB3E8'] },
      },
    },
    {
      slug: 'film-music-lab',
      audience: 'secondary',
      title: 'Film Music Lab',
      released: true,
      blurb: 'Score a scene and discover how music tells a story on screen.',
      introduction: [
        'Film music is often the first orchestral music young people fall for. Film Music Lab uses that enthusiasm to explore how composers create tension, excitement, sadness and wonder.',
        'Students watch short silent scenes created for this programme, analyse how different musical choices change the mood, and then compose and record their own score using voices, instruments or music technology.',
        'Along the way they learn about leitmotifs, underscoring, timing to picture and how a composer works with a director.',
      ],
      introduction_at_home: [
        { heading: 'Watching with new ears' },
        'Next time you watch a film together, try turning the sound down for a tense scene. How does it feel without the music? Then turn it back up and talk about what the music was doing.',
      ],
      schemes_intro: 'Six lessons for Key Stage 3 with an optional extension project for Key Stage 4 students using music technology.',
      media_introduction: 'Silent scenes to score, plus the same scenes with three contrasting soundtracks recorded by our orchestra.',
      theme: {
        background: '#111111',
        color: '#F5C518',
        hover_color: '#2A2A2A',
        banner: { name: 'film-music-lab-banner', alt: 'Black banner with golden waves', motif: 'waves', colours: ['#111111', '#F5C518'] },
      },
    },
    {
      slug: 'sensory-soundscapes',
      audience: 'send',
      title: 'Sensory Soundscapes',
      released: true,
      blurb: 'Explore sound through touch, sight and movement.',
      introduction: [
        'Sensory Soundscapes invites learners to experience music with the whole body. Sessions combine recorded orchestral sounds with objects to touch, lights and fabrics, and instruments that can be felt as well as heard.',
        'Each session follows a predictable structure with a hello song, an exploration and a goodbye song, so learners know what to expect. Within that, there is plenty of room to follow their lead.',
        'Notes for staff suggest how to notice and respond to every kind of communication, and how to record progress in ways that suit your setting.',
      ],
      introduction_at_home: [
        { heading: 'Soundscapes at home' },
        'Try gathering a few household objects with different textures and sounds, such as a wooden spoon, a scarf or a bottle of rice, and explore them together to one of the tracks from this programme.',
      ],
      schemes_intro: 'Two units of four flexible lessons that can be repeated as often as your learners need. Each lasts between 20 and 40 minutes.',
      media_introduction: 'Gentle recordings made specially for this programme, each with a clear start, a clear ending and no sudden loud sounds.',
      theme: {
        background: '#DFF3EC',
        color: '#12463A',
        hover_color: '#C2E8DA',
        banner: { name: 'sensory-soundscapes-banner', alt: 'Pale green banner with soft circles', motif: 'circles', colours: ['#DFF3EC', '#1E6B52'] },
      },
    },
    {
      slug: 'music-for-everyone',
      audience: 'send',
      title: 'Music for Everyone',
      released: true,
      blurb: 'Group music making where every sound matters.',
      introduction: [
        'Music for Everyone is about making music together as a group, whatever each person’s way of taking part. A single tap on a switch, a vocal sound, a glance or a big drum stroke are all welcome contributions.',
        'Sessions are built around call and response, turn-taking and simple repeated patterns, with orchestral backing tracks that make every group sound fantastic.',
        'The programme ends with a short group performance that can be shared with families or with another class.',
      ],
      introduction_at_home: [
        { heading: 'Making music together at home' },
        'Take turns making a sound and copying each other. Let your child lead, and notice how they respond when you copy them.',
      ],
      schemes_intro: 'Eight lessons in two units, with adaptations for different needs, and a planning sheet to help you tailor each one to your group.',
      media_introduction: 'Backing tracks recorded by our players, ready to play at the speed your group needs.',
      theme: {
        background: '#6A3D9A',
        color: '#FFFFFF',
        hover_color: '#543079',
        banner: { name: 'music-for-everyone-banner', alt: 'Purple banner with notes', motif: 'notes', colours: ['#6A3D9A', '#E2D4F2'] },
      },
    },
  ],

  landingPages: [
    {
      slug: 'gcse-and-beyond',
      audience: 'secondary',
      title: 'GCSE and beyond',
      main_text: [
        'Exam classes need focused, reliable resources. This page brings together everything in Orchestra Classroom that supports GCSE and post-16 music, from composing briefs to listening practice.',
        { heading: 'What you will find here' },
        {
          list: [
            'Composing tasks with clear success criteria',
            'Listening questions in the style of exam papers',
            'Performance tips from our orchestral players',
            'Context and background for commonly studied orchestral works',
          ],
        },
        'Everything is written by experienced music teachers working alongside our players.',
      ],
      features: [
        {
          title: 'Composing with Motifs',
          blurb: 'Exam-style composing briefs that start from a single idea.',
          link_label: 'Start composing',
          age_groups: ['ks4'],
          link: { programme: 'composing-with-motifs' },
          image: { name: 'gcse-feature-1', alt: 'Navy banner with notes', motif: 'notes', colours: ['#222E50', '#C9D5F5'] },
        },
        {
          title: 'Film Music Lab',
          blurb: 'Extension projects in music technology for Key Stage 4 students.',
          link_label: 'Score a scene',
          age_groups: ['ks4', 'post-16'],
          link: { programme: 'film-music-lab' },
          image: { name: 'gcse-feature-2', alt: 'Golden waves on black', motif: 'waves', colours: ['#111111', '#FFE27A'] },
        },
        {
          title: 'New Music Commission',
          blurb: 'See how a professional composer works from first sketch to premiere.',
          link_label: 'Follow the project',
          age_groups: ['ks4', 'post-16'],
          link: { project: 'new-music-commission' },
          image: { name: 'gcse-feature-3', alt: 'Purple staves', motif: 'staves', colours: ['#5B2A6E', '#F1E4F6'] },
        },
      ],
    },
  ],

  projects: [
    {
      slug: 'new-music-commission',
      audience: 'secondary',
      title: 'New Music Commission',
      main_text: [
        'Every year we ask a composer to write a new piece for the orchestra, and invite secondary students to help shape it.',
        { heading: 'How it works' },
        'Over a term, the composer shares sketches, recordings and video diaries. Students respond with their own ideas, some of which find their way into the finished piece.',
        'The project ends with a premiere performance, streamed for schools that cannot travel to the concert hall.',
        { heading: 'Taking part' },
        'Any school with an Orchestra Classroom account can follow along. A small number of schools each year work directly with the composer in workshops.',
      ],
    },
  ],

  livePrograms: [
    {
      slug: 'schools-concerts',
      title: 'Schools Concerts',
      subtitle: 'Interactive concerts for primary classes',
      main_text: [
        'Our Schools Concerts bring thousands of pupils into the concert hall each year. Each concert lasts about an hour and is presented by a member of our education team.',
        'Children sing, clap and move along with the orchestra, and every concert comes with lessons to prepare beforehand.',
      ],
      theme: {
        background: '#9A2F1F',
        color: '#FFFFFF',
        hover_color: '#7A2418',
        banner: { name: 'schools-concerts-banner', alt: 'Rows of warm stage-light circles over deep red', motif: 'circles', colours: ['#9A2F1F', '#FFD2B8'] },
      },
      performances_heading: 'Where to find us this year',
      productions_heading: 'This season\u2019s concerts',
      quotations: [
        {
          quotation: 'The children talked about the double bass all the way back to school, and they still sing the join-in song at lunchtime.',
          attribution: 'Year 3 teacher, Harbourton',
        },
        { quotation: 'I didn\u2019t know a violin could sound like a bird.', attribution: 'Pupil, aged 8' },
        { quotation: 'Playing for six hundred children who clap on every beat is the best part of our year.', attribution: 'Principal percussion' },
      ],
      performances: [
        {
          slug: 'spring-schools-tour',
          title: 'Spring Schools Tour',
          dates: 'Spring term',
          performance_dates: 'Weekday mornings through the spring term',
          performance_venues: 'Riverside Hall, Harbourton; The Orchard Centre, Appleby; Millbrook Arts Centre',
          blurb: 'Journey Through the Orchestra visits three venues across the region.',
          active_live_performance: true,
          thumbnail: {
            name: 'spring-tour-thumb',
            alt: 'Red bars rising like a bar chart of sound',
            motif: 'bars',
            colours: ['#9A2F1F', '#FFE1D1'],
            width: 600,
            height: 400,
          },
        },
        {
          slug: 'summer-in-the-park',
          title: 'Summer in the Park',
          dates: 'Summer term',
          performance_dates: 'Two open-air afternoons in the summer term (dates to follow)',
          performance_venues: 'Harbourton Park bandstand',
          blurb: 'A relaxed open-air concert for schools and families. Bring a picnic blanket.',
          active_live_performance: false,
          thumbnail: {
            name: 'summer-park-thumb',
            alt: 'Orange waves like a summer breeze',
            motif: 'waves',
            colours: ['#7A2418', '#FFE7C2'],
            width: 600,
            height: 400,
          },
        },
      ],
      productions: [
        {
          slug: 'journey-through-the-orchestra',
          title: 'Journey Through the Orchestra',
          blurb: 'Meet every section of the orchestra on a musical tour.',
          main_text: [
            'Travel from the strings to the percussion, stopping off to meet players and hear each instrument up close.',
            'The concert features music from four centuries and two join-in songs your class can learn in advance.',
          ],
          main_image: { name: 'journey-main', alt: 'Notes floating over a red and cream background', motif: 'notes', colours: ['#9A2F1F', '#FFF1E8'] },
          thumbnail: { name: 'journey-thumb', alt: 'Notes floating over red', motif: 'notes', colours: ['#9A2F1F', '#FFE1D1'], width: 600, height: 400 },
          performance_dates: 'Weekday mornings and early afternoons this term',
          performance_venues: 'Riverside Hall, Harbourton; The Orchard Centre, Appleby; Millbrook Arts Centre',
          venues_link_label: 'See all dates and venues',
          explore_activities_title: 'Prepare your class for the concert',
          active_live_performance: true,
          // Deliberately not in date order: the booking window sorts them.
          bookings: [
            {
              inDays: 25,
              time: '11:00',
              venue_name: 'The Orchard Centre, Appleby',
              booking_link: 'https://tickets.example.org/journey/orchard-1100',
              extra_info: 'Step-free access; wheelchair spaces on request.',
            },
            { inDays: 18, time: '10:30', venue_name: 'Riverside Hall, Harbourton', booking_link: 'https://tickets.example.org/journey/riverside-1030' },
            { inDays: 32, time: '10:30', venue_name: 'Millbrook Arts Centre', no_booking_available_msg: 'Reserved for Millbrook partnership schools' },
            {
              inDays: 18,
              time: '13:15',
              venue_name: 'Riverside Hall, Harbourton',
              booking_link: 'https://tickets.example.org/journey/riverside-1315',
              extra_info: 'A relaxed performance: the lights stay up and a quiet room is open throughout.',
            },
            { inDays: 39, time: '10:00', venue_name: 'Harbourton Town Hall' },
          ],
        },
        {
          slug: 'music-of-the-seasons',
          title: 'Music of the Seasons',
          blurb: 'From spring sunshine to winter storms, hear how composers paint the weather.',
          main_text: [
            'Music from many times and places shows how an orchestra can describe the world around us.',
            'Pupils will be invited to create weather sounds with their bodies during the concert.',
          ],
          main_image: { name: 'seasons-main', alt: 'Cream waves over dark red, like wind', motif: 'waves', colours: ['#7A2418', '#FFF1E8'] },
          thumbnail: { name: 'seasons-thumb', alt: 'Waves over dark red', motif: 'waves', colours: ['#7A2418', '#FFD9C2'], width: 600, height: 400 },
          performance_dates: 'Next season: dates to be announced',
          performance_venues: 'To be announced',
          explore_activities_title: 'Weather music to try in class',
          active_live_performance: false,
        },
      ],
    },
    {
      slug: 'relaxed-performances',
      title: 'Relaxed Performances',
      subtitle: 'Calm, welcoming concerts for everyone',
      main_text: [
        'Relaxed Performances are designed for young people with sensory or learning needs, and anyone who would enjoy a calmer concert.',
        'The lights stay up, the volume is gentle, and everyone is free to move, make noise or take a break whenever they need to. A visual guide is sent to schools in advance.',
      ],
      productions: [
        {
          slug: 'under-the-sea',
          title: 'Under the Sea',
          blurb: 'A gentle musical voyage with bubbles, waves and sea creatures.',
          main_text: [
            'Waves of sound, shimmering lights and floating fabrics take the audience on a voyage beneath the ocean.',
            'The performance lasts 45 minutes, with a quiet space available throughout.',
          ],
        },
      ],
    },
  ],

  home: {
    title: 'Welcome to Orchestra Classroom',
    subtitle: 'Music lessons with an orchestra at their heart',
    introduction:
      'Orchestra Classroom gives teachers ready-to-use music lessons, recordings and activities created by our players and education team. Whether you are a music specialist or teaching music for the first time, you will find everything you need to bring the orchestra into your classroom.',
    media_introduction: 'Every recording, film and activity in Orchestra Classroom was made with our players and education team.',
    welcome_new_registration:
      'Welcome to Orchestra Classroom! Your account is ready. Start by choosing the area that suits your pupils, and explore as much as you like.',
    welcome_purchase: 'Thank you for subscribing. Every programme, recording and activity is now open to you. We hope your classes enjoy them.',
    welcome_invitation:
      'Welcome! A colleague has invited you to join your school’s Orchestra Classroom account, so you now have full access to all our resources.',
    audienceCards: [
      { title: 'Primary', audience: 'primary' },
      { title: 'Secondary', audience: 'secondary' },
      { title: 'SEND', audience: 'send' },
      { title: 'Live', audience: 'live' },
    ],
    promoboxes: [
      {
        title: 'Training for teachers',
        body: 'Join our free online training sessions to build your confidence in leading music in the classroom.',
        link_label: 'See training dates',
        link_url: '/cpd',
      },
      {
        title: 'Subscribe your school',
        body: 'Give every teacher in your school access to all our programmes with one simple subscription.',
        link_label: 'Find out more',
        link_url: '/subscribe',
      },
      {
        title: 'Made with our players',
        body: 'Every recording and film in Orchestra Classroom features members of our orchestra, working alongside experienced teachers.',
      },
    ],
  },

  privacyPolicy: {
    title: 'Privacy policy',
    content: [
      'Orchestra Classroom is run by Orchestra Classroom Trust, a registered charity in the UK. This page explains, in plain English, what information we keep about you and why.',
      { heading: 'What we keep' },
      {
        list: [
          'Your name, so we can address you properly',
          'The name of your school, so we can link you to your school’s subscription',
          'Your email address, so you can log in and we can contact you about your account',
        ],
      },
      'We only use this information to run Orchestra Classroom. We never sell it, and we only share it with the service providers that help us host the site and send emails.',
      { heading: 'Cookies and local storage' },
      'We use a small amount of storage in your browser to keep you logged in between visits. We do not use advertising cookies.',
      { heading: 'Your rights' },
      'You can ask to see, correct or delete the information we hold about you at any time. Email support@orchestra-classroom.example and we will reply within one month.',
    ],
  },

  terms: {
    title: 'Terms and conditions',
    content: [
      'These terms explain how you may use Orchestra Classroom, which is provided by Orchestra Classroom Trust. By creating an account, you agree to them.',
      { heading: 'Using the resources' },
      'You may use our lessons, recordings and activities with the pupils you teach, and share them with colleagues at your school who have their own accounts.',
      {
        list: [
          'Do not publish our materials on public websites or social media',
          'Do not sell or charge for access to our materials',
          'Keep your login details to yourself',
        ],
      },
      { heading: 'Subscriptions' },
      'School subscriptions last for twelve months from the date of purchase. We will remind you by email before yours runs out.',
      { heading: 'Getting in touch' },
      'If you have a question about these terms, email support@orchestra-classroom.example.',
    ],
  },

  signUpPage: {
    title: 'Create your free account',
    description: 'Sign up in a couple of minutes with your name, your school and your email address. No payment details needed.',
    free_trial_title: 'Try everything free for 30 days',
    free_trial_introduction:
      'Your free account opens every programme, recording and activity for 30 days. At the end of the trial, you can subscribe or keep using our free resources.',
    promo_box: {
      title: 'Subscribing for the whole school?',
      body: 'A school subscription gives every member of staff their own login, so the whole team can plan and teach with Orchestra Classroom.',
      link_label: 'See school subscriptions',
      link_url: '/subscribe',
    },
    sidebar_promo_box: {
      title: 'One subscription, every teacher',
      body: 'Invite colleagues to join your school account, from the Early Years team to the music department.',
      link_label: 'Learn about school accounts',
      link_url: '/subscribe',
    },
  },
};
