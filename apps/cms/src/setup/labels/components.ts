/** Labels and help text of the components (the repeatable parts inside content): slides, boxes, documents... */
import { common, type FieldLabels } from './types';
import { WORDS_RULE } from '../../api/activity-slideshow/sung-words';

/** The tempo of a recording, for the player's count-in (one bar of clicks before it plays). */
const countIn = (recording: string): FieldLabels => ({
  tempo: {
    label: 'Tempo (beats per minute)',
    description: `The speed of ${recording} in beats per minute (30 to 240), for the player's count-in: one bar of clicks before it plays. Leave empty for a recording without a steady beat: the player then offers no count-in.`,
  },
  beats_per_bar: {
    label: 'Beats in a bar',
    description: `How many beats the count-in clicks before ${recording} starts (2 to 7; 4 unless set). Use 3 for a waltz, 6 for a jig counted in quavers.`,
  },
});

const slideBasics: FieldLabels = {
  title: common.slideHeading,
  include_in_lesson: common.includeInLesson,
  slide_text: common.slideText,
  teacher_notes: common.teacherNotes,
};

export const slides: Record<string, FieldLabels> = {
  'slide.image': { ...slideBasics, main_image: { label: 'Picture', description: 'The picture filling the slide.' } },
  'slide.audio': {
    ...slideBasics,
    audio: { label: 'Recording', description: 'The recording the teacher plays from the slide.' },
    ...countIn('the recording'),
    words: {
      label: 'Words on screen',
      description: `The song's words, timed to the recording, shown large in lesson mode. ${WORDS_RULE} Paste the words, then use "Tap along".`,
    },
    secondary_audio: { label: 'Second recording', description: 'Another recording, played from its own button.' },
  },
  'slide.audio-and-image': {
    ...slideBasics,
    audio: { label: 'Recording', description: 'The recording the teacher plays from the slide.' },
    ...countIn('the recording'),
    words: {
      label: 'Words on screen',
      description: `The song's words, timed to the recording, shown large in lesson mode. ${WORDS_RULE} Paste the words, then use "Tap along".`,
    },
    main_image: { label: 'Picture', description: 'The picture beside the player.' },
  },
  'slide.video': {
    ...slideBasics,
    videos: { label: 'Videos', description: 'The video (or videos) on the slide.' },
    activity_audio: { label: 'Audio slideshow button', description: 'A slideshow of recordings opened by a button on the slide.' },
    instrument_options: { label: 'Instrument slideshow button', description: 'A slideshow of instrument choices opened by a button on the slide.' },
  },
  'slide.two-videos': { ...slideBasics, videos: { label: 'Videos', description: 'The two videos, shown side by side.' } },
  'slide.two-columns': {
    ...slideBasics,
    slide_text: { label: 'Left column text', description: 'The text of the left column.' },
    secondary_slide_text: { label: 'Right column text', description: 'The text of the right column.' },
    main_image: { label: 'Left column picture', description: 'The picture of the left column.' },
    secondary_image: { label: 'Right column picture', description: 'The picture of the right column.' },
  },
  'slide.flipcards': {
    ...slideBasics,
    flipcards: { label: 'Flip cards', description: 'Cards that turn over when tapped: a picture and prompt on the front, the answer on the back.' },
  },
  'slide.audiocards': { ...slideBasics, audiocards: { label: 'Audio cards', description: 'Pictures, each with its own recording.' } },
  'slide.sub-slide-buttons': { ...slideBasics, sub_slides2: { label: 'Slideshow buttons', description: 'Buttons that each open another slideshow.' } },
  'slide.all': {
    ...slideBasics,
    secondary_slide_text: { label: 'Second text', description: 'More text, in a second panel.' },
    main_image: { label: 'Picture', description: 'The slide’s main picture.' },
    secondary_image: { label: 'Second picture', description: 'Another picture, in a second panel.' },
    audio: { label: 'Recording', description: 'A recording the teacher plays from the slide.' },
    secondary_audio: { label: 'Second recording', description: 'Another recording, played from its own button.' },
    videos: { label: 'Videos', description: 'Videos on the slide.' },
    secondary_video: { label: 'Second video', description: 'Another video, in a second panel.' },
    audiocards: { label: 'Audio cards', description: 'Pictures, each with its own recording.' },
    flipcards: { label: 'Flip cards', description: 'Cards that turn over when tapped.' },
    sub_slides2: { label: 'Slideshow buttons', description: 'Buttons that each open another slideshow.' },
  },
  'slide.flipcard': {
    title: { label: 'Answer', description: 'The answer, shown on the back of the card when it is tapped.' },
    prompt: { label: 'Question', description: 'The question or prompt on the front of the card.' },
    card_1: { label: 'Front picture', description: 'The picture on the front of the card.' },
    card_2: { label: 'Back picture', description: 'The picture on the back of the card.' },
    audio: { label: 'Recording', description: 'A recording played from the card.' },
  },
  'slide.audiocard': {
    title: { label: 'Caption', description: 'The words under the picture.' },
    image: { label: 'Picture', description: 'The card’s picture.' },
    audio: { label: 'Recording', description: 'The recording the card plays.' },
  },
  'slide.sub-slide': {
    label: { label: 'Button text', description: 'The words on the button.' },
    activity_slideshow: { label: 'Slideshow it opens', description: 'The slideshow shown when the button is pressed.' },
  },
  'slide.video-item': {
    title: { label: 'Video title', description: 'The title shown with the video.' },
    film_setup: { label: 'Setting up the film', description: 'A note for the teacher on preparing the film, shown off the stage.' },
    embed: { label: 'Video address', description: 'Where the video plays from, as { "url": "https://…" }. Leave empty to play the film below.' },
    film: {
      label: 'Our film',
      description:
        'One of the charity’s own films. Without a video address it is the video; with one, it plays instead whenever the video address cannot be reached (a school network that blocks YouTube or Vimeo).',
    },
  },
};

export const parts: Record<string, FieldLabels> = {
  'lesson.activity-entry': {
    title: {
      label: 'Heading or name',
      description:
        'For a section heading: the heading that starts a new part of the lesson. For an activity: the name this entry shows in the list here (teachers see the activity’s own name).',
    },
    section_divider: {
      label: 'Section heading',
      description: 'Choose Yes to make this entry a heading between activities rather than an activity: type the heading and leave Activity empty.',
    },
    activity: {
      label: 'Activity',
      description: 'The activity taught at this point of the lesson. To write a new one, use “New activity in this lesson” in the panel on the right.',
    },
  },
  'lesson.extension-activity': {
    title: { label: 'Heading', description: 'The heading of these further activities.' },
    introduction: { label: 'Introduction', description: 'A short text about them.' },
    documents: common.documents('with them'),
    activities: { label: 'Activities', description: 'The further activities.' },
  },
  'lesson.combination-key-configuration': {
    combination_key: {
      label: 'Strand codes',
      description: 'The combination codes of the chosen strands, sorted and joined with “-”, for example “composing-listening-performing-singing”.',
    },
    activities: { label: 'Activities', description: 'The activities a custom unit lesson uses for exactly that set of strands.' },
  },
  'scheme.scheme-activity': {
    title: { label: 'Heading', description: 'A heading shown above the activity on the unit’s page.' },
    activity: { label: 'Activity', description: 'The activity to feature.' },
  },
  'scheme.activity-section-link': {
    title: { label: 'Heading', description: 'A heading shown above the section on the unit’s page.' },
    activity_section: { label: 'Activity section', description: 'The section of activities to show.' },
  },
  'activity.activity-detail': {
    title: { label: 'Heading', description: 'The heading of this part.' },
    description: { label: 'What to do', description: 'Step-by-step instructions.' },
    media: { label: 'Pictures, recordings and files', description: 'Media that go with the instructions.' },
  },
  'activity.delivery-option': {
    title: { label: 'Name', description: 'The name of this way of delivering the activity.' },
    activity_detail: { label: 'Details', description: 'What the teacher does, with any media.' },
  },
  'activity.learning-objective': {
    title: { label: 'Objective', description: 'What pupils will learn.' },
    description: { label: 'Details', description: 'More about the objective.' },
    audience: { label: 'Only for audience', description: 'Shown only on pages of this audience; leave empty to show it everywhere.' },
  },
  'audio.excerpt': {
    title: { label: 'Recording title', description: 'The name shown above the player.' },
    summary: { label: 'Summary', description: 'A line about the recording.' },
    audio_file: { label: 'Audio file', description: 'The recording itself (MP3).' },
    ...countIn('the audio file'),
  },
  'film.caption-track': {
    language: { label: 'Language code', description: 'The captions’ language as a short code: en for English, cy for Welsh.' },
    label: { label: 'Language name', description: 'The language as teachers choose it in the player, in that language: English, Cymraeg.' },
    file: { label: 'Captions file', description: 'The captions as a WebVTT (.vtt) file, timed to the film.' },
  },
  'cpd.session': {
    title: { label: 'Heading', description: 'A heading for the event’s details.' },
    session_date: { label: 'Date', description: 'The day the event takes place.' },
    is_remote: { label: 'Online', description: 'Choose Yes when the event is held online.' },
    address_location: { label: 'Address', description: 'Where to go, for an event in person.' },
    start_end_time: { label: 'Time', description: 'When it starts and ends, for example “4pm to 5.30pm”.' },
    session_link: { label: 'Joining or booking link', description: 'The address teachers follow to join or book.' },
    session_link_title: { label: 'Link text', description: 'The words of that link.' },
    additional_info: { label: 'More information', description: 'Anything else teachers should know.' },
  },
  'home.audience-card': {
    title: { label: 'Card heading', description: 'The heading on the card; leave empty to use the audience’s name.' },
    audience: { label: 'Audience', description: 'The audience the card leads to.' },
  },
  'live.booking': {
    event_date: { label: 'Date and time', description: 'When the performance starts.' },
    venue_name: { label: 'Venue', description: 'Where it takes place.' },
    booking_link: { label: 'Booking link', description: 'Where schools book. Leave empty when it cannot be booked publicly.' },
    extra_info: { label: 'More information', description: 'A note shown with the performance.' },
    no_booking_available_msg: {
      label: 'Message without booking link',
      description: 'Shown instead of a booking link; “(Not available for public booking)” when empty.',
    },
  },
  'live.quotation': {
    quotation: { label: 'Quotation', description: 'What was said.' },
    attribution: { label: 'Who said it', description: 'For example “Year 5 teacher, Leeds”.' },
  },
  'shared.document': {
    title: { label: 'Title', description: 'The name of the download as teachers see it.' },
    file: { label: 'File', description: 'The file to download.' },
  },
  'shared.featurebox': {
    title: { label: 'Heading', description: 'The heading of the box.' },
    blurb: { label: 'Text', description: 'A sentence or two in the box.' },
    is_preview: { label: 'Coming soon', description: 'Choose Yes to label the box “Coming soon” while its page is not ready.' },
    link_label: { label: 'Link text', description: 'The words of the box’s link.' },
    tag_age_groups: { label: 'Age groups', description: 'Age tags shown on the box, for example “Key Stage 2”.' },
    programmelink: { label: 'Leads to', description: 'Where the box leads: choose one programme, project, page or download.' },
    featured_image: { label: 'Picture', description: 'The box’s picture.' },
  },
  'shared.programmelink': {
    title: { label: 'Link title', description: 'A name for the link.' },
    document: { label: 'Document', description: 'A document to download.' },
    audio: { label: 'Recording', description: 'A recording to play.' },
    live_programme: { label: 'Live programme', description: 'A live programme to open.' },
    project: { label: 'Project', description: 'A project to open.' },
    landing_page: { label: 'Landing page', description: 'A landing page to open.' },
    programme: { label: 'Programme', description: 'A programme to open.' },
  },
  'shared.promobox': {
    title: { label: 'Heading', description: 'The heading of the box.' },
    body: { label: 'Text', description: 'The text of the box.' },
    link_label: { label: 'Link text', description: 'The words of the link.' },
    link_url: { label: 'Link address', description: 'Where the link goes: a page of this site (/subscribe) or a full https:// address.' },
  },
  'billing.school-band': {
    name: { label: 'Name', description: 'What the band is called on /pricing (Small school).' },
    max_places: { label: 'Up to (places)', description: 'The most teachers’ logins this price covers.' },
    price_ex_vat: { label: 'Yearly price before VAT (£)', description: 'Shown with VAT at the page’s rate and the total.' },
    stripe_price: {
      label: 'Stripe price',
      description: 'Which price setting invoices it: small, medium or large (STRIPE_PRICE_SCHOOL_SMALL, _MEDIUM, _LARGE). Change both together.',
    },
  },
  'shared.theme': {
    css: { label: 'Colours', description: 'The background, text and highlight colours.' },
    main_banner_image: { label: 'Banner picture', description: 'The wide picture at the top of the page.' },
    main_banner_offset: {
      label: 'Banner focus (0–100)',
      description: 'Which part of the banner picture stays in view: 0 shows its top, 50 its middle, 100 its bottom.',
    },
    programme_logo: { label: 'Logo', description: 'The logo shown on the banner.' },
  },
  'shared.css': {
    background: { label: 'Background colour', description: 'A colour code such as #1d3557.' },
    color: { label: 'Text colour', description: 'A colour code for text on that background, such as #ffffff.' },
    hover_color: { label: 'Highlight colour', description: 'The colour of links and buttons under the pointer.' },
  },
};
