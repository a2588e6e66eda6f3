/**
 * The shape of the demo content seeded on a development instance's first start.
 * Every text here is written for this project. Rich text is a list of paragraphs (plain strings,
 * or `{ heading: string }` for a level-2 heading, or `{ list: string[] }` for a bulleted list).
 */
export type RichText = Array<string | { heading: string } | { list: string[] }>;

/** A generated banner or card image: a colour pair and a motif drawn at seed time (no stock media). */
export interface ImageSpec {
  /** File name without extension, unique across the seed, e.g. 'primary-banner'. */
  name: string;
  alt: string;
  caption?: string;
  motif: 'staves' | 'notes' | 'waves' | 'circles' | 'bars';
  colours: [string, string];
  /** JPEG unless stated: quick to encode and to resize on upload. */
  format?: 'png' | 'jpeg';
  /** In pixels; 1200 x 500 (a banner) unless stated. */
  width?: number;
  height?: number;
}

export interface ThemeSpec {
  background: string;
  color: string;
  hover_color: string;
  banner: ImageSpec;
}

/** Where a feature box leads. Slugs refer to items defined elsewhere in this file. */
export type FeatureLink = { programme: string } | { landing_page: string } | { project: string } | { live_programme: string } | null;

export interface FeatureboxSpec {
  title: string;
  blurb: string;
  is_preview?: boolean;
  link_label?: string;
  age_groups?: string[]; // age-group slugs
  link: FeatureLink;
  image: ImageSpec;
}

export interface AudienceSpec {
  slug: 'primary' | 'secondary' | 'send' | 'live';
  title: string;
  subtitle: string;
  introduction: string;
  libraries_intro: string;
  audio_library_intro: string;
  activity_library_intro: string;
  section2_intro: string;
  theme: ThemeSpec;
  featureboxes: FeatureboxSpec[];
}

export interface ProgrammeSpec {
  slug: string;
  audience: AudienceSpec['slug'];
  title: string;
  released: boolean;
  blurb: string;
  introduction: RichText;
  introduction_at_home: RichText;
  schemes_intro: string;
  media_introduction: string;
  theme: ThemeSpec;
}

export interface LandingPageSpec {
  slug: string;
  audience: AudienceSpec['slug'];
  title: string;
  main_text: RichText;
  features: FeatureboxSpec[];
}

export interface ProjectSpec {
  slug: string;
  audience: AudienceSpec['slug'];
  title: string;
  main_text: RichText;
}

/** A performance a school can book, `inDays` from the day the demo is seeded, at a UK time. */
export interface BookingSpec {
  inDays: number;
  /** 'HH:mm', UK time. */
  time: string;
  venue_name: string;
  booking_link?: string;
  extra_info?: string;
  no_booking_available_msg?: string;
}

export interface LiveProductionSpec {
  slug: string;
  title: string;
  blurb: string;
  main_text: RichText;
  main_image?: ImageSpec;
  thumbnail?: ImageSpec;
  performance_dates?: string;
  performance_venues?: string;
  venues_link_label?: string;
  explore_activities_title?: string;
  active_live_performance?: boolean;
  bookings?: BookingSpec[];
}

export interface LivePerformanceSpec {
  slug: string;
  title: string;
  dates: string;
  performance_dates: string;
  performance_venues: string;
  blurb: string;
  active_live_performance: boolean;
  thumbnail: ImageSpec;
}

export interface LiveProgrammeSpec {
  slug: string;
  title: string;
  subtitle: string;
  main_text: RichText;
  theme?: ThemeSpec;
  performances_heading?: string;
  productions_heading?: string;
  quotations?: Array<{ quotation: string; attribution: string }>;
  performances?: LivePerformanceSpec[];
  productions: LiveProductionSpec[];
}

export interface PromoboxSpec {
  title: string;
  body: string;
  link_label?: string;
  link_url?: string;
}

export interface DemoContent {
  ageGroups: Array<{ slug: string; title: string }>;
  audiences: AudienceSpec[];
  programmes: ProgrammeSpec[];
  landingPages: LandingPageSpec[];
  projects: ProjectSpec[];
  livePrograms: LiveProgrammeSpec[];
  home: {
    title: string;
    subtitle: string;
    introduction: string;
    media_introduction: string;
    /** An embeddable video URL is optional; leave undefined so nothing external loads in the demo. */
    media_embed?: { url: string };
    welcome_new_registration: string;
    welcome_purchase: string;
    welcome_invitation: string;
    audienceCards: Array<{ title: string; audience: AudienceSpec['slug'] }>;
    promoboxes: PromoboxSpec[];
  };
  privacyPolicy: { title: string; content: RichText };
  terms: { title: string; content: RichText };
  signUpPage: {
    title: string;
    description: string;
    free_trial_title: string;
    free_trial_introduction: string;
    promo_box: PromoboxSpec;
    sidebar_promo_box: PromoboxSpec;
  };
}
