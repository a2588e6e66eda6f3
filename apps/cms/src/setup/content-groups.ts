/**
 * Which content types the charity's editors write (the teaching and site content), which they only read (the
 * curriculum's fixed lists) and which hold teachers' accounts, seen by administrators only. Every API content type is in exactly one list
 * (tests/admin-panel.test.ts): a new type stays out of the editors' reach until it is placed here.
 */

/** Lessons and what they are made of, in the order an editor builds a unit. */
export const TEACHING_CONTENT_TYPES = [
  'api::audience.audience',
  'api::programme.programme',
  'api::scheme.scheme',
  'api::lesson.lesson',
  'api::activity-page.activity-page',
  'api::activity-option.activity-option',
  'api::activity-slideshow.activity-slideshow',
  'api::film.film',
  'api::activity-section.activity-section',
  'api::activity-library.activity-library',
  'api::audio-page.audio-page',
  'api::audio-page-container.audio-page-container',
  'api::audio-library.audio-library',
  'api::at-home-library.at-home-library',
  'api::learning-strand.learning-strand',
  'api::custom-scheme-builder.custom-scheme-builder',
  'api::custom-scheme-plan.custom-scheme-plan',
  'api::age-group.age-group',
] as const;

/** The site's other pages: home, landing pages, projects, the live offer, CPD and the legal pages. */
export const SITE_CONTENT_TYPES = [
  'api::home-page.home-page',
  'api::landing-page.landing-page',
  'api::project.project',
  'api::live-programme.live-programme',
  'api::live-production.live-production',
  'api::live-performance.live-performance',
  'api::cpd.cpd',
  'api::cpd-live-event.cpd-live-event',
  'api::cpd-session.cpd-session',
  'api::sign-up-page.sign-up-page',
  'api::pricing.pricing',
  'api::privacy-policy.privacy-policy',
  'api::terms-and-condition.terms-and-condition',
] as const;

export const EDITORIAL_CONTENT_TYPES: readonly string[] = [...TEACHING_CONTENT_TYPES, ...SITE_CONTENT_TYPES];

/**
 * The curriculum's fixed lists (setup/curriculum-taxonomy.ts), made at every start: editors read them, to
 * pick a unit's, lesson's or activity's tags from them, and never change them.
 */
export const CURRICULUM_TAXONOMY_TYPES = [
  'api::year-group.year-group',
  'api::curriculum-area.curriculum-area',
  'api::musical-dimension.musical-dimension',
] as const;

/** Teachers' accounts and what they own: administrators only (with plugin::users-permissions.user). */
export const ACCOUNT_CONTENT_TYPES = [
  'api::subscription.subscription',
  'api::user-profile.user-profile',
  'api::member-account.member-account',
  'api::membership.membership',
  'api::school-invoice.school-invoice',
  'api::school-account-change.school-account-change',
  'api::reminder.reminder',
  'api::playlist.playlist',
  'api::custom-scheme.custom-scheme',
  'api::teaching-class.teaching-class',
  'api::taught-lesson.taught-lesson',
  // Made by the CMS when a teacher shows a QR code; names a page, never its maker (docs/short-links.md).
  'api::short-link.short-link',
  'api::concert-attendance.concert-attendance',
] as const;

/**
 * What the Charity editor role may do with schools' accounts (apps/cms/docs/school-invoices.md): read
 * each school account (these fields only: never its owner's or members' accounts) and its invoices,
 * and extend or end one by creating a School account change, which is never edited or deleted (the audit).
 */
export const SCHOOL_STATUS_GRANTS = [
  {
    uid: 'api::member-account.member-account',
    actions: ['read'],
    fields: ['name', 'seats', 'active_until', 'invoice_status', 'invoices', 'changes'],
  },
  { uid: 'api::school-invoice.school-invoice', actions: ['read'] },
  { uid: 'api::school-account-change.school-account-change', actions: ['create', 'read'] },
] as const;
