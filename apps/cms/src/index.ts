import type { Core } from '@strapi/strapi';
import { ensureRolesAndGrants } from './setup/roles';
import { ensureDevAdmins } from './setup/dev-admin';
import { ensureCharityEditorRole } from './setup/charity-editor-role';
import { applyFieldLabels } from './setup/apply-labels';
import { applySchoolAdminViews } from './setup/school-admin-views';
import { ensureCurriculumTaxonomies } from './setup/curriculum-taxonomy';
import { turnOffGuidedTour } from './setup/guided-tour';
import { refuseDemoLogins } from './setup/no-demo-logins';
import { closeAdminRegistration, ensureFirstAdministrator } from './setup/first-administrator';
import { isProduction } from './runtime/settings';
import { registerUserProfile } from './api/user-profile/graphql';
import { registerAccountAccess } from './api/account/graphql';
import { ensureReminderIndex } from './api/reminder/services/reminder';
import { registerTeachingGuard } from './graphql/teaching-guard';
import { registerPlaylists } from './api/playlist/graphql';
import { registerTeachingRecord } from './api/taught-lesson/graphql';
import { watchAccountDeletions } from './api/taught-lesson/account-deletion';
import { registerReachReport } from './api/reach-report/admin-routes';
import { ensureReachSummaryTables, watchEntryWrites } from './api/reach-report/month-summaries';
import { ensureRecordIndexes } from './api/taught-lesson/indexes';
import { registerSchoolRecord } from './api/school-record/graphql';
import { registerCustomUnits } from './api/custom-scheme/graphql';
import { registerUnitOutline } from './api/scheme/graphql';
import { registerSearch } from './api/search/graphql';
import { liveSearchIndex, stopSearchIndex } from './api/search/services/search';
import { registerCurriculum } from './api/curriculum/graphql';
import { registerLiveEvents } from './api/live-event/graphql';
import { registerAtHome } from './api/at-home-library/graphql';
import { registerShortLinks } from './api/short-link/graphql';
import { registerTimedWords } from './api/activity-slideshow/words-field';
import { configureAccountEmails } from './setup/account-emails';
import { revokeOldPreviewApiToken } from './setup/preview-api-token';
import { watchPasswordChanges } from './accounts/token-validity';
import { waitForDatabase } from './outages/database-at-start';
import { databaseMonitor } from './outages/database-monitor';
import { watchMailRelay } from './outages/mail-relay';
import { startInvitationOutbox, stopInvitationOutbox } from './api/member-account/invitation-outbox';
import { removeLinksOfEmptiedDynamicZones } from './runtime/emptied-dynamic-zones';
import { registerContentUrlRule } from './access/content-urls';
import { registerMediaTypeRule } from './validation/media-types';
import { closeRestDoors } from './access/rest-doors';
import { collectWhenQuiet, exposedCollector } from './runtime/idle-collection';
import { checkEnvironment, setting } from './runtime/environment';
import { installAdmission } from './runtime/admission';
import { connectSharedState, disconnectSharedState } from './runtime/shared-state';
import { announceWrites } from './runtime/db-writes';
import { keepCoreStoreReads } from './runtime/kept-settings';
import { batchRelationLoads } from './runtime/batched-loads';
import { sendReadsWithoutTransaction } from './runtime/reads-without-transaction';
import { keepApiTokenLookups, keepContentApiAbilities } from './accounts/authentication-reads';
import { skipNoOpWrappers } from './graphql/no-op-wrappers';
import { keepArgumentAnswers } from './graphql/argument-answers';
import { releaseStartLock, takeStartLock } from './runtime/start-lock';
import { closePublicFolder, refuseStaticDoorsToUploads } from './files/one-file-door';
import { ensureBillingTables } from './api/billing/webhook-events';
import { ensureIdentitiesTable } from './api/sign-in/identities';
import { reportPaymentSettings } from './api/billing/start-report';

/**
 * Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment (a
 * browser, a test's HTTP client, a load balancer) gets a reset instead of an answer. Idle
 * connections stay open for longer than proxies keep theirs (60 s), so the client always closes first.
 */
function keepIdleConnectionsOpen(server: { keepAliveTimeout: number; headersTimeout: number }) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let idleCollection: { stop: () => void } | undefined;

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    checkEnvironment();
    // Before Strapi's own bootstrap touches the database: wait for it, or stop with a clear message.
    await waitForDatabase(strapi);
    // With REDIS_URL: what instances share (runtime/shared-state.ts), before anything is kept in memory.
    await connectSharedState(strapi);
    announceWrites(strapi);
    keepCoreStoreReads(strapi);
    batchRelationLoads(strapi);
    sendReadsWithoutTransaction();
    keepApiTokenLookups(strapi);
    keepContentApiAbilities(strapi);
    skipNoOpWrappers();
    keepArgumentAnswers(strapi);
    // In front of Strapi's request listener before the response cache's fast paths go in front of it (runtime/admission.ts).
    installAdmission(strapi.server.httpServer, setting('API_CONCURRENT_REQUESTS'));
    // On PostgreSQL, one start at a time: migrations and the first seed run once (runtime/start-lock.ts).
    await takeStartLock(strapi);
    registerUserProfile(strapi);
    registerAccountAccess(strapi);
    registerTeachingGuard(strapi);
    registerPlaylists(strapi);
    registerTeachingRecord(strapi);
    watchAccountDeletions(strapi);
    registerReachReport(strapi);
    watchEntryWrites(strapi);
    registerSchoolRecord(strapi);
    registerCustomUnits(strapi);
    registerUnitOutline(strapi);
    registerSearch(strapi);
    registerCurriculum(strapi);
    registerLiveEvents(strapi);
    registerAtHome(strapi);
    registerShortLinks(strapi);
    registerContentUrlRule(strapi);
    registerTimedWords(strapi);
    registerMediaTypeRule(strapi);
    closeRestDoors(strapi);
    closePublicFolder(strapi);
    closeAdminRegistration(strapi);
    turnOffGuidedTour(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      await bootstrap(strapi);
      // Built in the background now, so the first search does not wait for it (api/search/services/search.ts).
      liveSearchIndex(strapi)
        .rebuild()
        .catch((error: Error) => strapi.log.error(`The search index could not be built: ${error.message}`));
    } finally {
      // Taken in register: Strapi's migrations and our seed are done, the next instance may start.
      await releaseStartLock();
    }
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    databaseMonitor(strapi).stop();
    stopInvitationOutbox(strapi);
    idleCollection?.stop();
    stopSearchIndex(strapi);
    await releaseStartLock();
    await disconnectSharedState();
  },
};

async function bootstrap(strapi: Core.Strapi) {
  keepIdleConnectionsOpen(strapi.server.httpServer);
  refuseStaticDoorsToUploads(strapi);
  if (isProduction()) await refuseDemoLogins(strapi);
  watchPasswordChanges(strapi);
  watchMailRelay(strapi);
  removeLinksOfEmptiedDynamicZones(strapi);
  await ensureRolesAndGrants(strapi);
  await ensureBillingTables(strapi);
  await ensureIdentitiesTable(strapi);
  reportPaymentSettings(strapi);
  await ensureCurriculumTaxonomies(strapi);
  await ensureReminderIndex(strapi);
  await ensureRecordIndexes(strapi);
  await ensureReachSummaryTables(strapi);
  await configureAccountEmails(strapi);
  await revokeOldPreviewApiToken(strapi);
  const charityEditorRoleId = await ensureCharityEditorRole(strapi);
  await applyFieldLabels(strapi);
  await applySchoolAdminViews(strapi);
  // Invitation emails still waiting (a list sent just before a stop, or while the relay was down).
  startInvitationOutbox(strapi);
  const collect = exposedCollector();
  if (collect) {
    idleCollection = collectWhenQuiet(strapi.server.httpServer, {
      collect,
      report: ({ requests, heapBeforeMb, heapAfterMb, tookMs }) =>
        strapi.log.debug(`Collected after ${requests} requests and a quiet spell: heap ${heapBeforeMb} → ${heapAfterMb} MB in ${tookMs} ms`),
    });
  }
  if (isProduction()) return ensureFirstAdministrator(strapi);
  await ensureDevAdmins(strapi, charityEditorRoleId);
  // Loaded only here, so a production start never holds the demo and its media generators in memory.
  if (setting('SEED_DEMO')) {
    await (await import('./seed')).seedDemo(strapi);
    // Seeding leaves hundreds of megabytes of garbage; nobody is waiting yet.
    collect?.();
  }
}
