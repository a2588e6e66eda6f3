/**
 * Which database writes change which facts that instances keep in memory (runtime/shared-state.ts),
 * announced once the write is committed: announced earlier, another instance (or a request of this
 * one) could read the database before the commit and keep the old value.
 */
import type { Core } from '@strapi/strapi';
import { changed, type Fact } from './shared-state';

const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);

/** Writes to these can change a teacher's role or the validity of their tokens. */
export const ACCOUNT_MODELS = new Set([
  'plugin::users-permissions.user',
  'plugin::users-permissions.role',
  'api::subscription.subscription',
  'api::membership.membership',
  'api::member-account.member-account',
  'api::school-invoice.school-invoice',
  'api::school-account-change.school-account-change',
]);

/** Writes to these change what a role may do. */
const GRANT_MODELS = new Set(['plugin::users-permissions.role', 'plugin::users-permissions.permission']);

/** Strapi's core store: the settings of the admin panel and the plugins (runtime/kept-settings.ts). */
const SETTINGS_MODEL = 'strapi::core-store';

/** The API tokens the admin panel makes (the site's preview token among them: accounts/authentication-reads.ts). */
const API_TOKEN_MODELS = new Set(['admin::api-token', 'admin::api-token-permission']);

/** Writes to these change no catalogue answer (a teacher marking a lesson taught must not empty every instance's cache). */
const NOT_CATALOGUE =
  /^(admin::|strapi::|plugin::users-permissions\.|plugin::i18n\.|plugin::content-releases\.|plugin::review-workflows\.|api::(playlist|custom-scheme|user-profile|subscription|membership|member-account|school-invoice|school-account-change|short-link|reminder|teaching-class|taught-lesson|concert-attendance)\.|playlist\.)/;

export function factsChangedBy(uid: string): Fact[] {
  const facts: Fact[] = [];
  if (ACCOUNT_MODELS.has(uid)) facts.push('accounts');
  if (GRANT_MODELS.has(uid)) facts.push('grants');
  if (uid === SETTINGS_MODEL) facts.push('settings');
  if (API_TOKEN_MODELS.has(uid)) facts.push('api-tokens');
  if (!NOT_CATALOGUE.test(uid)) facts.push('content');
  return facts;
}

/** Runs `act` once the current transaction commits (never, if it rolls back), or now outside one. */
function afterCommit(strapi: Core.Strapi, act: () => void): void {
  if (!strapi.db.inTransaction()) return act();
  // Within a transaction this joins it (no new one) and adds to the callbacks its commit runs.
  void strapi.db.transaction(async ({ onCommit }) => onCommit(act));
}

/** Announces every committed write's facts (changed()); called once per start. */
export function announceWrites(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe((event: { action: string; model: { uid: string } }) => {
    if (!WRITES.has(event.action)) return;
    const facts = factsChangedBy(event.model.uid);
    if (facts.length) afterCommit(strapi, () => facts.forEach(changed));
  });
}
