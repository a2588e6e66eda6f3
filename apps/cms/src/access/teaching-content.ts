/**
 * Teaching content is for active subscribers only (docs/product.md, "Access rules").
 *
 * Content is read through one door, GraphQL; every REST content route is closed (access/rest-doors.ts).
 * The rules below are enforced there, all on the server:
 * 1. Role grants (access/roles.ts): only `active_subscriber` may find the teaching types below, so
 *    their own GraphQL queries answer a Forbidden error for anyone else.
 * 2. GraphQL fields (graphql/teaching-guard.ts): a relation from any type into a teaching type, and
 *    each teaching field of a skeleton type (a unit's lessons, a project's activities...), answers
 *    Forbidden for anyone else. Without this a visitor could walk from a readable project to its
 *    activity pages, because Strapi checks the grant of the query, not of every relation it loads.
 * 3. GraphQL arguments (graphql/teaching-guard.ts): a `filters` or `sort` argument that reads a
 *    teaching field, anywhere down its relations and components, answers Forbidden for anyone else
 *    (a filter can read a text a few letters at a time).
 * The caller's role is decided again for every request (accounts/caller.ts, accounts/entitlement.ts).
 */
export const TEACHING_TYPES = [
  'api::lesson.lesson',
  'api::activity-page.activity-page',
  'api::activity-option.activity-option',
  'api::activity-section.activity-section',
  'api::activity-library.activity-library',
  'api::activity-slideshow.activity-slideshow',
  'api::audio-page.audio-page',
  'api::audio-page-container.audio-page-container',
  'api::audio-library.audio-library',
  'api::learning-strand.learning-strand',
  'api::custom-scheme-builder.custom-scheme-builder',
  'api::custom-scheme-plan.custom-scheme-plan',
  'api::at-home-library.at-home-library',
  // The charity's own films (their files are subscribers' too: middlewares/protected-files.ts).
  'api::film.film',
] as const;

/**
 * The fields of skeleton (and logged-in) types that are teaching content. Everything else of these types (title,
 * blurb, slug, relations to other skeleton types) stays readable by visitors.
 */
export const TEACHING_FIELDS: Record<string, readonly string[]> = {
  'api::scheme.scheme': ['introduction', 'lessons', 'scheme_activities', 'activity_sections', 'documents', 'scheme_library', 'learning_strands'],
  'api::programme.programme': ['summary_document', 'activity_libraries', 'audio_libraries'],
  'api::project.project': ['activity_pages', 'documents'],
  'api::live-production.live-production': ['related_activities', 'audio_pages', 'documents'],
  // The CPD area's downloads and videos are for active subscribers (its texts: LOGGED_IN_FIELDS).
  'api::cpd.cpd': ['documents'],
  'api::cpd-live-event.cpd-live-event': ['documents'],
  'api::cpd-session.cpd-session': ['video', 'documents'],
  // A feature box's link may carry a document or a recording: files for subscribers, like any other.
  'shared.programmelink': ['document', 'audio'],
};

/**
 * Fields of skeleton types for logged-in teachers, with or without a subscription: the CPD area is
 * free training for every registered teacher, and its listing is public so that visitors see what
 * they would get. Guarded like TEACHING_FIELDS (graphql/teaching-guard.ts), at the lower level:
 * a visitor gets a Forbidden error with LOGIN_NEEDED, for the field and for a filter or sort on it.
 */
export const LOGGED_IN_FIELDS: Record<string, readonly string[]> = {
  'api::cpd-live-event.cpd-live-event': ['main_text', 'session'],
  'api::cpd-session.cpd-session': ['main_text'],
};

export const LOGIN_NEEDED = 'You need to be logged in to access this content.';

export const SUBSCRIPTION_NEEDED = 'You need an active subscription to access this content.';

export function isTeachingType(uid: string | undefined): boolean {
  return (TEACHING_TYPES as readonly string[]).includes(uid ?? '');
}

/** The teaching fields of a content type or component: relations into teaching types and the listed fields. */
export function teachingFieldsOf(uid: string, attributes: Record<string, { type: string; target?: string }>): string[] {
  const listed = TEACHING_FIELDS[uid] ?? [];
  return Object.entries(attributes)
    .filter(([name, attribute]) => listed.includes(name) || (attribute.type === 'relation' && isTeachingType(attribute.target)))
    .map(([name]) => name);
}

/** The fields of a content type or component that need a logged-in caller (LOGGED_IN_FIELDS). */
export function loggedInFieldsOf(uid: string): string[] {
  return [...(LOGGED_IN_FIELDS[uid] ?? [])];
}

export function isActiveSubscriber(user: { role?: { type?: string } } | undefined | null): boolean {
  return user?.role?.type === 'active_subscriber';
}
