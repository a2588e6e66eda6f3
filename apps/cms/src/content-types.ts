/**
 * Every content type's and component's UID that the CMS's code names, in one place: the rules, the
 * set-up and the admin panel import them from here.
 */
export const ACTIVITY_UID = 'api::activity-page.activity-page';
export const SLIDESHOW_UID = 'api::activity-slideshow.activity-slideshow';
export const AT_HOME_LIBRARY_UID = 'api::at-home-library.at-home-library';
export const AUDIENCE_UID = 'api::audience.audience';
export const AUDIO_PAGE_UID = 'api::audio-page.audio-page';
export const CONCERT_UID = 'api::concert-attendance.concert-attendance';
export const CURRICULUM_AREA_UID = 'api::curriculum-area.curriculum-area';
export const CUSTOM_UNIT_UID = 'api::custom-scheme.custom-scheme';
export const CUSTOM_UNIT_BUILDER_UID = 'api::custom-scheme-builder.custom-scheme-builder';
export const CUSTOM_UNIT_PLAN_UID = 'api::custom-scheme-plan.custom-scheme-plan';
export const STRAND_UID = 'api::learning-strand.learning-strand';
export const LESSON_UID = 'api::lesson.lesson';
export const PRODUCTION_UID = 'api::live-production.live-production';
export const MEMBER_ACCOUNT_UID = 'api::member-account.member-account';
export const MEMBERSHIP_UID = 'api::membership.membership';
export const MUSICAL_DIMENSION_UID = 'api::musical-dimension.musical-dimension';
export const PLAYLIST_UID = 'api::playlist.playlist';
export const PRICING_UID = 'api::pricing.pricing';
export const PROGRAMME_UID = 'api::programme.programme';
export const REMINDER_UID = 'api::reminder.reminder';
export const UNIT_UID = 'api::scheme.scheme';
export const INVOICE_UID = 'api::school-invoice.school-invoice';
export const SUBSCRIPTION_UID = 'api::subscription.subscription';
export const TAUGHT_LESSON_UID = 'api::taught-lesson.taught-lesson';
export const TEACHING_CLASS_UID = 'api::teaching-class.teaching-class';
export const PROFILE_UID = 'api::user-profile.user-profile';
export const YEAR_GROUP_UID = 'api::year-group.year-group';
export const USER_UID = 'plugin::users-permissions.user';
export const ROLE_UID = 'plugin::users-permissions.role';
export const PERMISSION_UID = 'plugin::users-permissions.permission';
/** A lesson's activity list entry (a component). */
export const ACTIVITY_ENTRY_UID = 'lesson.activity-entry';
