/** Labels and help text of the site's other pages: home, landing pages, projects, live offer, CPD, legal. */
import { common, type FieldLabels } from './types';

export const homePage: FieldLabels = {
  title: { label: 'Heading', description: 'The main heading of the home page.' },
  subtitle: { label: 'Subtitle', description: 'The line under the main heading.' },
  introduction: { label: 'Introduction', description: 'The opening paragraph of the home page.' },
  media_introduction: { label: 'Video introduction', description: 'The text beside the home page’s video.' },
  media_embed: { label: 'Video', description: 'The home page’s video: its embed address, as { "url": "https://…" }.' },
  welcome_new_registration: { label: 'Welcome after registering', description: 'The message a teacher sees after creating an account.' },
  welcome_purchase: { label: 'Welcome after subscribing', description: 'The message a teacher sees after their subscription starts.' },
  welcome_invitation: { label: 'Welcome after joining a school', description: 'The message a teacher sees after accepting their school’s invitation.' },
  audiences: { label: 'Audience cards', description: 'The cards leading to each audience (Primary, Secondary, SEND, Live).' },
  promoboxes: { label: 'Promotion boxes', description: 'Boxes that promote an offer or a page, each with a link.' },
};

export const landingPage: FieldLabels = {
  title: { label: 'Heading', description: 'The heading of the page.' },
  slug: common.slug('/{audience}/{landing page}'),
  main_text: { label: 'Text', description: 'The text of the page, above its feature boxes.' },
  features: { label: 'Feature boxes', description: 'The boxes on the page, each leading to a programme, project, page or download.' },
  audience: { label: 'Audience', description: 'The audience this page belongs to.' },
};

export const project: FieldLabels = {
  title: { label: 'Heading', description: 'The project’s name and the heading of its page.' },
  slug: common.slug('/{audience}/project/{project}'),
  main_text: { label: 'Text', description: 'The text of the project’s page.' },
  audience: { label: 'Audience', description: 'The audience this project belongs to.' },
  explore_activities_title: { label: 'Activities heading', description: 'The heading above the project’s activities.' },
  main_image: { label: 'Main picture', description: 'The picture at the top of the project’s page.' },
  activity_pages: { label: 'Activities', description: 'The activities of the project.' },
  documents: common.documents('from the project’s page'),
};

export const liveProgramme: FieldLabels = {
  title: { label: 'Name', description: 'The live programme’s name and the heading of its page.' },
  slug: common.slug('/live/{programme}'),
  subtitle: { label: 'Subtitle', description: 'The line under the heading.' },
  main_text: { label: 'Text', description: 'The text of the live programme’s page.' },
  live_productions: { label: 'Productions', description: 'The concerts of this programme.' },
  performances_heading: { label: 'Performances heading', description: 'The heading above the list of performances.' },
  productions_heading: { label: 'Productions heading', description: 'The heading above the list of productions.' },
  quotation: { label: 'Quotations', description: 'What teachers, pupils or players said about the programme.' },
  theme: common.theme('the live programme’s page'),
  live_performances: { label: 'Performances', description: 'The tours, seasons and one-off concerts of this programme.' },
};

export const liveProduction: FieldLabels = {
  title: { label: 'Name', description: 'The production’s name and the heading of its page.' },
  slug: common.slug('/live/{programme}/{production}'),
  blurb: { label: 'Short description', description: 'One or two sentences shown on the production’s card.' },
  main_text: { label: 'Text', description: 'The text of the production’s page.' },
  live_programme: { label: 'Live programme', description: 'The live programme this production belongs to.' },
  main_image: { label: 'Main picture', description: 'The picture at the top of the production’s page.' },
  thumbnail_images: { label: 'Card pictures', description: 'Pictures for the production’s card in lists.' },
  performance_dates: { label: 'Performance dates', description: 'When it is performed, as free text.' },
  performance_venues: { label: 'Venues', description: 'Where it is performed, as free text.' },
  venues_link_label: { label: 'Venues link text', description: 'The text of the link to the venues and booking.' },
  explore_activities_title: { label: 'Activities heading', description: 'The heading above the production’s activities.' },
  active_live_performance: { label: 'Booking open', description: 'Choose Yes to show “Book tickets” (when the production also has at least one booking).' },
  bookings: { label: 'Bookable performances', description: 'Each performance schools can book, listed by date in the “Book tickets” window.' },
  related_activities: { label: 'Activities', description: 'Activities that go with the production, each with its instrument.' },
  audio_pages: { label: 'Music', description: 'Audio pages of the music performed.' },
  documents: common.documents('from the production’s page'),
};

export const livePerformance: FieldLabels = {
  title: { label: 'Name', description: 'The performance’s name in the live programme’s list.' },
  slug: common.slug('/live/{programme}/performance/{performance}'),
  thumbnail_images: { label: 'Card pictures', description: 'Pictures for the performance’s card.' },
  dates: { label: 'When (short)', description: 'A short label such as “Spring term”.' },
  performance_dates: { label: 'Performance dates', description: 'The dates in full, as free text.' },
  performance_venues: { label: 'Venues', description: 'Where it is performed, as free text.' },
  blurb: { label: 'Short description', description: 'One or two sentences shown on the performance’s card.' },
  active_live_performance: { label: 'Currently on', description: 'Choose Yes while the performance is running or bookable.' },
  live_programme: { label: 'Live programme', description: 'The live programme this performance belongs to.' },
};

export const cpd: FieldLabels = {
  title: { label: 'Heading', description: 'The heading of the professional development page (/cpd).' },
  body_content: { label: 'Text', description: 'The text at the top of the page.' },
  live_events_heading: { label: 'Live events heading', description: 'The heading above the list of live training events.' },
  video_sessions_title: { label: 'Recorded sessions heading', description: 'The heading above the list of recorded sessions.' },
  documents: common.documents('from the professional development page'),
  live_events: { label: 'Live events', description: 'The live training events listed on the page.' },
  sessions: { label: 'Recorded sessions', description: 'The recorded training sessions listed on the page.' },
};

export const cpdLiveEvent: FieldLabels = {
  title: { label: 'Event name', description: 'The event’s name and the heading of its page.' },
  slug: common.slug('/cpd/live-event/{event}'),
  event_date: { label: 'Date', description: 'The day of the event; the list shows events in date order.' },
  venue: { label: 'Venue', description: 'Where the event is held, or “Online”.' },
  blurb: { label: 'Short description', description: 'One or two sentences shown in the list of events.' },
  main_text: { label: 'Text', description: 'The text of the event’s page.' },
  main_image: { label: 'Main picture', description: 'The picture at the top of the event’s page.' },
  documents: common.documents('from the event’s page'),
  session: { label: 'Time and place', description: 'When and where the event happens, and how to join it.' },
};

export const cpdSession: FieldLabels = {
  title: { label: 'Session name', description: 'The session’s name and the heading of its page.' },
  slug: common.slug('/cpd/session/{session}'),
  blurb: { label: 'Short description', description: 'One or two sentences shown in the list of sessions.' },
  main_text: { label: 'Text', description: 'The text of the session’s page.' },
  main_image: { label: 'Main picture', description: 'The picture shown with the session.' },
  video: { label: 'Video', description: 'The recording of the session.' },
  documents: common.documents('from the session’s page'),
};

export const signUpPage: FieldLabels = {
  title: { label: 'Heading', description: 'The heading of the sign-up page (/subscribe).' },
  description: { label: 'Text', description: 'The text beside the registration form.' },
  free_trial_title: { label: 'Free trial heading', description: 'The heading of the free trial offer.' },
  free_trial_introduction: { label: 'Free trial text', description: 'The text of the free trial offer.' },
  promo_box: { label: 'Promotion box', description: 'A box promoting an offer, under the form.' },
  sidebar_promo_box: { label: 'Side promotion box', description: 'A box promoting an offer, beside the form.' },
};

export const pricing: FieldLabels = {
  title: { label: 'Heading', description: 'The heading of the prices page (/pricing).' },
  introduction: { label: 'Introduction', description: 'The text under the heading.' },
  vat_rate_percent: { label: 'VAT rate (%)', description: 'The VAT rate added to every price below (20 for the UK standard rate).' },
  teacher_yearly_price_ex_vat: {
    label: "Teacher's yearly price before VAT (£)",
    description: 'Shown to teachers with VAT included. What Stripe charges is set by STRIPE_PRICE_TEACHER_YEARLY: change both together.',
  },
  teacher_includes: { label: "What a teacher's subscription includes", description: 'One item per line.' },
  school_includes: { label: "What a school's subscription includes", description: 'One item per line.' },
  school_bands: { label: 'School prices', description: 'A price for up to each number of places, before VAT, smallest first.' },
  vat_note: { label: 'Note on VAT', description: 'Shown under the prices.' },
};

export const privacyPolicy: FieldLabels = {
  title: { label: 'Heading', description: 'The heading of the privacy policy page.' },
  content: { label: 'Text', description: 'The privacy policy.' },
};

export const termsAndConditions: FieldLabels = {
  title: { label: 'Heading', description: 'The heading of the terms and conditions page.' },
  content: { label: 'Text', description: 'The terms and conditions.' },
};
