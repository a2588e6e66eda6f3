/** Labels and help text of the teaching content: audiences down to activities and their libraries. */
import { common, type FieldLabels } from './types';

export const audience: FieldLabels = {
  title: { label: 'Name', description: 'The audience’s name in the site’s menu and on its page, for example “Primary”.' },
  subtitle: { label: 'Subtitle', description: 'A short line under the name on the audience’s page and its card on the home page.' },
  introduction: { label: 'Introduction', description: 'The opening paragraph of the audience’s page.' },
  slug: common.slug('/primary'),
  libraries_intro: { label: 'Libraries introduction', description: 'The text above the list of activity and audio libraries on the audience’s page.' },
  audio_library_intro: { label: 'Audio library introduction', description: 'Not shown on the site at present.' },
  activity_library_intro: { label: 'Activity library introduction', description: 'Not shown on the site at present.' },
  section2_intro: { label: 'Second section introduction', description: 'The text that opens the second part of the audience’s page, below the programmes.' },
  theme: common.theme('the audience’s pages'),
  featurebox: { label: 'Feature boxes', description: 'The boxes on the audience’s page, each leading to a programme, project, landing page or download.' },
  programmes: { label: 'Programmes', description: 'The programmes of this audience.' },
  landing_pages: { label: 'Landing pages', description: 'Landing pages that belong to this audience.' },
  projects: { label: 'Projects', description: 'Projects that belong to this audience.' },
};

export const programme: FieldLabels = {
  title: { label: 'Name', description: 'The programme’s name, as teachers see it in the menu and on its page.' },
  slug: common.slug('/primary/{programme}'),
  released: { label: 'Released', description: 'Choose No while the lessons are still being written: the page then says “This programme is coming soon”.' },
  blurb: { label: 'Short description', description: 'One or two sentences shown on the programme’s card in lists.' },
  introduction: { label: 'Introduction', description: 'The opening text of the programme’s page.' },
  introduction_at_home: { label: 'Introduction for families', description: 'The opening text of the programme’s Music at Home page, written for families.' },
  schemes_intro: { label: 'Units introduction', description: 'The text above the list of units on the programme’s page.' },
  media_introduction: { label: 'Video introduction', description: 'The text beside the programme’s introductory video.' },
  media_embed: { label: 'Introductory video', description: 'The video at the top of the programme’s page: its embed address, as { "url": "https://…" }.' },
  theme: common.theme('the programme’s pages'),
  audience: { label: 'Audience', description: 'The audience (Primary, Secondary, SEND or Live) the programme belongs to.' },
  summary_document: { label: 'Programme summary (PDF)', description: 'A document that summarises the programme, offered as a download on its page.' },
  units: { label: 'Units', description: 'The programme’s units of work, in the order teachers see them.' },
  activity_libraries: { label: 'Activity libraries', description: 'The activity libraries listed on the programme’s page.' },
  audio_libraries: { label: 'Audio libraries', description: 'The audio libraries listed on the programme’s page.' },
  at_home_libraries: {
    label: 'Music at Home libraries',
    description: 'The activities families can do at home, shared through a teacher’s Music at Home link.',
  },
};

/**
 * The curriculum tags of a unit, lesson or activity (setup/curriculum-taxonomy.ts), picked from fixed lists.
 * `inherits` says where an empty field takes its tags from.
 */
function curriculumTags(what: string, inherits: string): FieldLabels {
  return {
    year_groups: {
      label: 'Year groups',
      description: `The school years ${what} suits, shown as labels on its page and on the curriculum map. ${inherits}`,
    },
    curriculum_areas: {
      label: 'Curriculum areas (Model Music Curriculum)',
      description: `What ${what} teaches: singing, listening, composing, performing, or musicianship (pulse and beat, rhythm, pitch). ${inherits}`,
    },
    musical_dimensions: {
      label: 'Inter-related dimensions',
      description: `The dimensions of music ${what} works on, for example pitch, dynamics or structure. ${inherits}`,
    },
  };
}

export const scheme: FieldLabels = {
  title: { label: 'Name', description: 'The unit’s name, as teachers see it on the programme’s page.' },
  blurb: { label: 'Short description', description: 'One or two sentences shown on the unit’s card. Visitors who are not subscribed see this too.' },
  introduction: { label: 'Introduction', description: 'The opening text of the unit’s page, for subscribers.' },
  programme: { label: 'Programme', description: 'The programme this unit belongs to.' },
  lessons: { label: 'Lessons', description: 'The unit’s lessons, in the order they are taught.' },
  scheme_activities: { label: 'Featured activities', description: 'Activities highlighted on the unit’s page, outside the lessons.' },
  activity_sections: { label: 'Activity sections', description: 'Sections of activities shown on the unit’s page.' },
  documents: common.documents('from the unit’s page'),
  scheme_library: { label: 'Unit library', description: 'The activity library that goes with this unit.' },
  learning_strands: { label: 'Learning strands', description: 'The learning strands this unit covers.' },
  ...curriculumTags('the unit', 'Its lessons take these when they have none of their own, and its activities through them.'),
};

export const lesson: FieldLabels = {
  title: { label: 'Lesson name', description: 'The lesson’s name in the unit’s list of lessons, for example “Lesson 1”.' },
  page_title: { label: 'Page heading', description: 'The heading at the top of the lesson’s page, when it should differ from the lesson name.' },
  introduction: { label: 'Introduction', description: 'The opening text of the lesson’s page: what the class will do and learn.' },
  scheme: { label: 'Unit', description: 'The unit this lesson belongs to.' },
  activities: {
    label: 'Activities',
    description:
      'The lesson’s activities in teaching order, each entry shown by its heading or name. To start a new part of the lesson, add an entry, tick “Section heading” and type the heading. To write a new activity, use “New activity in this lesson” on the right.',
  },
  extensionactivities: { label: 'Extension activities', description: 'Further activities offered after the lesson, for classes that want more.' },
  documents: common.documents('from the lesson’s page'),
  disable_lesson_mode: {
    label: 'Hide “Present lesson”',
    description: 'Hides the “Present lesson” button for this lesson, so it cannot be shown full screen in class.',
  },
  featured: { label: 'Featured', description: 'Marks the lesson as one to highlight in the unit’s list of lessons.' },
  learning_strands: { label: 'Learning strands', description: 'The learning strands this lesson covers.' },
  ...curriculumTags('the lesson', 'Leave it empty and the lesson takes its unit’s; its activities without tags take the lesson’s.'),
  activity_pool: {
    label: 'Activities to choose from (custom units)',
    description: 'For lessons of a custom unit plan: the activities picked from by the learning strands a teacher chooses.',
  },
  activities_above: {
    label: 'Activities always first (custom units)',
    description: 'For lessons of a custom unit plan: activities shown first, whatever strands the teacher chooses.',
  },
  combination_key_configurations: {
    label: 'Fixed activities for strand combinations (custom units)',
    description: 'For lessons of a custom unit plan: the exact activities to use when a teacher chooses one particular set of strands.',
  },
};

export const activityPage: FieldLabels = {
  title: { label: 'Activity name', description: 'The activity’s name, as teachers see it in lessons and libraries.' },
  time: { label: 'Time', description: 'How long the activity takes, as free text, for example “10 minutes”.' },
  type: { label: 'Kind of activity', description: 'A short word or two shown beside the activity in lists, for example “Warm-up” or “Listening”.' },
  lesson_summary: { label: 'Summary', description: 'One or two sentences shown beside the activity in a lesson’s list and in libraries.' },
  teaching_option: {
    label: 'Teaching option (not shown)',
    description: 'Not shown on the site at present: the activity’s teaching options are the “Teaching options” below.',
  },
  introduction: { label: 'Introduction', description: 'The opening text of the activity’s page.' },
  music: { label: 'Music', description: 'The music the activity uses, listed on its page.' },
  equipment: { label: 'Equipment', description: 'What the teacher needs to have ready, listed on the activity’s page.' },
  activity_slideshow: { label: 'Slideshow', description: 'The slides shown when a teacher presents this activity full screen in class.' },
  audiences: { label: 'Audiences', description: 'The audiences this activity is for.' },
  related_activities: { label: 'Related activities', description: 'Other activities suggested at the foot of the activity’s page.' },
  activity_options: { label: 'Teaching options', description: 'The ways of teaching the activity, each a tab on the activity’s page.' },
  learning_strands: { label: 'Learning strands', description: 'The learning strands this activity belongs to: custom units pick activities by these.' },
  instrument: { label: 'Instrument', description: 'The instrument the activity features, shown where a live production lists its activities.' },
  activity_at_home: { label: 'At-home version', description: 'What families do at home, shown on Music at Home pages.' },
  activity_at_home_download: { label: 'At-home downloads', description: 'Documents families can download from the Music at Home page.' },
  ...curriculumTags('the activity', 'Leave it empty and the activity takes those of the lessons it is used in.'),
};

export const activityOption: FieldLabels = {
  title: { label: 'Option name', description: 'The tab’s name on the activity’s page, for example “Whole class”.' },
  activity_page: { label: 'Activity', description: 'The activity this teaching option belongs to.' },
  introduction: { label: 'Introduction', description: 'The opening text of this tab.' },
  introduction_pt2: { label: 'Introduction, second part', description: 'More text, shown after the learning objectives.' },
  time: { label: 'Time', description: 'How long this option takes, as free text.' },
  music: { label: 'Music', description: 'The music this option uses.' },
  equipment: { label: 'Equipment', description: 'What the teacher needs to have ready for this option.' },
  documents: common.documents('from this tab'),
  learning_objectives: { label: 'Learning objectives', description: 'What pupils will learn; each can be limited to one audience.' },
  delivery_options: { label: 'Ways to deliver it', description: 'Step-by-step ways of running this option, each with its own text and media.' },
};

export const activitySlideshow: FieldLabels = {
  title: { label: 'Slideshow name', description: 'For finding the slideshow here; teachers see the activity’s name.' },
  slides: { label: 'Slides', description: 'The slides in the order they are presented. Choose a template for each slide when you add it.' },
};

export const film: FieldLabels = {
  title: { label: 'Film title', description: 'The film’s name, shown with it on the slide and in the media lists here.' },
  video: {
    label: 'Film (MP4)',
    description:
      'The film as an MP4 file (H.264 video, AAC sound), about 720p. It plays in the site’s own player, so it works where schools block YouTube and Vimeo.',
  },
  webm: { label: 'Film (WebM, optional)', description: 'The same film as a WebM file, for browsers that prefer it. Leave empty if you only have the MP4.' },
  poster: { label: 'Poster picture', description: 'The picture shown in the player before the film starts: a frame from the film works well.' },
  captions: {
    label: 'Captions',
    description: 'One WebVTT (.vtt) captions file per language. The English captions are shown by default; teachers can turn captions off on the slide.',
  },
  sign_language_video: {
    label: 'Sign-language version',
    description: 'Optional: the same film with a signer (same length), shown beside the film when the teacher presses “Sign language”.',
  },
  sign_language: { label: 'Sign language used', description: 'Which sign language the sign-language version uses: BSL or Makaton.' },
};

export const activitySection: FieldLabels = {
  title: { label: 'Section heading', description: 'The heading of this group of activities. Sections with the same heading in one library are shown as one.' },
  introduction: { label: 'Introduction', description: 'A short text under the section heading.' },
  activities: { label: 'Activities', description: 'The activities in this section, in the order shown.' },
  documents: common.documents('under this section'),
};

export const activityLibrary: FieldLabels = {
  title: { label: 'Library name', description: 'The library’s name, as teachers see it.' },
  introduction: { label: 'Introduction', description: 'The opening text of the library’s page.' },
  programmes: { label: 'Programmes', description: 'The programmes whose pages list this library.' },
  audiences: { label: 'Audiences', description: 'The audiences whose pages list this library.' },
  activity_sections: { label: 'Sections', description: 'The sections of activities in this library, in the order shown.' },
};

export const audioPage: FieldLabels = {
  title: { label: 'Piece', description: 'The name of the piece of music. Pages with the same name in several libraries are shown as one.' },
  introduction: { label: 'Introduction', description: 'A short text about the piece, above its recordings.' },
  score: { label: 'Score', description: 'The score or lyrics sheet, offered as a download.' },
  audio_excerpts: { label: 'Recordings', description: 'The recordings of the piece, each with its own player.' },
};

export const audioCollection: FieldLabels = {
  title: { label: 'Collection name', description: 'The name of the collection, for example the songs of one unit.' },
  blurb: { label: 'Short description', description: 'One or two sentences shown with the collection.' },
  audio_pages: { label: 'Pieces', description: 'The audio pages in this collection, in the order shown.' },
};

export const audioLibrary: FieldLabels = {
  title: { label: 'Library name', description: 'The library’s name, as teachers see it.' },
  introduction: { label: 'Introduction', description: 'The opening text of the library’s page.' },
  programmes: { label: 'Programmes', description: 'The programmes whose pages list this library.' },
  audiences: { label: 'Audiences', description: 'The audiences whose pages list this library.' },
  audio_pages: { label: 'Pieces', description: 'Single audio pages in this library.' },
  audio_page_containers: { label: 'Collections', description: 'Collections of audio pages in this library.' },
};

export const atHomeLibrary: FieldLabels = {
  title: { label: 'Library name', description: 'The heading families see on the Music at Home page.' },
  introduction: { label: 'Introduction', description: 'The opening text for families.' },
  activities: { label: 'Activities', description: 'The activities families can do at home; each shows its at-home version.' },
  programmes: { label: 'Programmes', description: 'The programmes whose teachers can share this library with families.' },
};

export const learningStrand: FieldLabels = {
  title: { label: 'Strand name', description: 'The strand’s name, as teachers see it when building a custom unit.' },
  description: { label: 'Description', description: 'What the strand is about, shown beside its name when building a custom unit.' },
  combination_key: {
    label: 'Combination code',
    description: 'A short unique code, for example “listening”, used to match sets of strands to fixed activities. Changing it breaks those matches.',
  },
};

export const customUnitBuilder: FieldLabels = {
  title: { label: 'Heading', description: 'The heading teachers see when building their own unit of this programme.' },
  introduction: { label: 'Introduction', description: 'The text that explains how to build a unit.' },
  audience: { label: 'Audience', description: 'The audience of the programme.' },
  programme: { label: 'Programme', description: 'The programme teachers build their own units of.' },
  learning_strands: { label: 'Strands on offer', description: 'The learning strands teachers choose from.' },
  number_required_strands: { label: 'Strands to choose', description: 'How many strands a teacher must choose (usually 4).' },
};

export const customUnitPlan: FieldLabels = {
  title: { label: 'Plan name', description: 'For finding the plan here.' },
  introduction: { label: 'Introduction', description: 'The text shown at the top of every custom unit of this programme.' },
  audience: { label: 'Audience', description: 'The audience of the programme.' },
  programme: { label: 'Programme', description: 'The programme whose custom units follow this plan.' },
  lesson_plans: { label: 'Lessons', description: 'The lessons of every custom unit; their activities follow the strands each teacher chose.' },
};

export const ageGroup: FieldLabels = {
  title: { label: 'Name', description: 'A tag such as “Key Stage 2”, shown on feature boxes.' },
  slug: { label: 'Code', description: 'A short unique code for the tag: lower-case words joined by hyphens.' },
};

/** The curriculum's fixed lists (setup/curriculum-taxonomy.ts): made at every start, read only in the admin panel. */
const fixedList = (what: string, example: string): FieldLabels => ({
  title: { label: 'Name', description: `The ${what}’s name, as labels on the site show it, for example “${example}”. The list is fixed.` },
  slug: { label: 'Code', description: `The ${what}’s short code, used in the site’s addresses and filters. The list is fixed.` },
  position: { label: 'Order', description: `Where the ${what} comes in lists and on the curriculum map (1 first).` },
});

export const yearGroup: FieldLabels = {
  ...fixedList('year group', 'Year 3'),
  key_stage: { label: 'Key stage', description: 'The key stage the year belongs to (Early years, Key stage 1 to 4, Post-16, or All ages).' },
};

export const curriculumArea: FieldLabels = fixedList('curriculum area', 'Singing');

export const musicalDimension: FieldLabels = fixedList('dimension', 'Dynamics');
