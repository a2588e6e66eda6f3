/**
 * Who may read what. The CMS enforces these grants; the site only hides what a role cannot use.
 *
 * - public (visitor, no token) and authenticated (logged in, no active subscription) read the
 *   catalogue skeleton: audiences, programmes, landing pages, projects, live programmes,
 *   performances and productions (with their bookings), age groups, the curriculum's year groups, areas and
 *   dimensions, home, sign-up and legal pages,
 *   and the CPD area's listing (its events' and sessions' titles, dates, summaries and pictures).
 * - A CPD session's or live event's own text (and a live event's joining details) is for logged-in
 *   teachers, its videos and downloads for active subscribers (access/teaching-content.ts,
 *   LOGGED_IN_FIELDS and TEACHING_FIELDS).
 * - active_subscriber reads the same and the teaching content (access/teaching-content.ts).
 * - Families open at-home libraries without an account, only through the at-home link's own
 *   queries (api/at-home-library/graphql.ts; docs/at-home-and-cpd.md), never through these grants.
 * Nobody gets create, update or delete on content through the API: editors work in the admin panel.
 */
import type { Core } from '@strapi/strapi';
import { TEACHING_TYPES } from './teaching-content';

export const ACTIVE_SUBSCRIBER = 'active_subscriber';

export const ROLE_TYPES = ['public', 'authenticated', ACTIVE_SUBSCRIBER] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** Content readable by every role: the skeleton of the catalogue (see teaching-content.ts for its teaching fields). */
export const SKELETON_COLLECTIONS = [
  'api::audience.audience',
  'api::age-group.age-group',
  // The curriculum's fixed lists (setup/curriculum-taxonomy.ts): tags shown on every teaching page, never teaching content.
  'api::year-group.year-group',
  'api::curriculum-area.curriculum-area',
  'api::musical-dimension.musical-dimension',
  'api::programme.programme',
  'api::landing-page.landing-page',
  'api::project.project',
  'api::live-programme.live-programme',
  'api::live-production.live-production',
  'api::live-performance.live-performance',
  'api::scheme.scheme',
  'api::cpd-live-event.cpd-live-event',
  'api::cpd-session.cpd-session',
] as const;

export const SKELETON_SINGLES = [
  'api::home-page.home-page',
  'api::privacy-policy.privacy-policy',
  'api::terms-and-condition.terms-and-condition',
  'api::sign-up-page.sign-up-page',
  'api::cpd.cpd',
  // The prices (/pricing, the sign-up page, every "Subscribe now").
  'api::pricing.pricing',
] as const;

/**
 * The account calls open to visitors (docs/product.md, "Accounts"): log in, register, forgot and
 * reset password, and a school invitation link's status. Strapi's other defaults (OAuth connect, email confirmation, refresh tokens,
 * sessions, change password) are not used by the product and are not granted.
 */
export const VISITOR_ACCOUNT_ACTIONS = [
  ...['callback', 'register', 'forgotPassword', 'resetPassword'].map((action) => `plugin::users-permissions.auth.${action}`),
  // What a school invitation link is now, for the join page a visitor opens it on.
  'api::member-account.member-account.invitationStatus',
];

/**
 * Users-permissions actions granted to each role, e.g. 'api::audience.audience.find': exactly these,
 * on every start (setup/roles.ts removes any other), so access is decided here, in code.
 */
export function grantsFor(role: RoleType): string[] {
  const reads = [...SKELETON_COLLECTIONS.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]), ...SKELETON_SINGLES.map((uid) => `${uid}.find`)];
  if (role === 'public') return [...reads, ...VISITOR_ACCOUNT_ACTIONS];
  const teaching = role === ACTIVE_SUBSCRIBER ? TEACHING_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]) : [];
  // Every logged-in teacher may call the member account routes; the service lets only owners manage
  // members, and only an invitation link's holder accept it.
  const memberAccount = [
    'invitation',
    'previewList',
    'inviteList',
    'resendInvitation',
    'removeInvitation',
    'removeMember',
    'mine',
    'invitationStatus',
    'acceptInvitation',
  ].map((action) => `api::member-account.member-account.${action}`);
  // Paying online: the service takes the account from the token (api/billing).
  const billing = ['api::billing.billing.checkout', 'api::billing.billing.portal'];
  const reminders = ['api::reminder.reminder.mine', 'api::reminder.reminder.change'];
  // A school's invoices: the service takes the school from the token (api/school-invoice).
  const schoolInvoices = ['api::school-invoice.school-invoice.mine', 'api::school-invoice.school-invoice.request'];
  // The school's record as CSV (api/school-record): the service takes the school from the token and refuses non-owners.
  const schoolRecord = ['api::school-record.school-record.entriesCsv'];
  // The teacher's own linked Google and Microsoft sign-ins (api/sign-in): the service takes the account from the token.
  const signIns = ['api::sign-in.sign-in.waysIn', 'api::sign-in.sign-in.remove'];
  return [
    ...reads,
    ...teaching,
    'plugin::users-permissions.user.me',
    'api::account.account.access',
    ...memberAccount,
    ...billing,
    ...reminders,
    ...schoolInvoices,
    ...schoolRecord,
    ...signIns,
  ];
}

/** The id of the users-permissions role of this type (roles are made at start: setup/roles.ts). */
export async function roleIdByType(strapi: Core.Strapi, type: string): Promise<number> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (!role) throw new Error(`users-permissions role '${type}' is missing`);
  return role.id;
}
