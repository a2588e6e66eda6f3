/**
 * An Apollo Server plugin (config/plugins.ts): when a resolver fails because the database cannot be
 * reached, the whole answer becomes HTTP 503 with Retry-After and one error, code
 * SERVICE_UNAVAILABLE (outages/answers.ts), instead of Apollo's 200 with "Internal Server Error".
 * A 503 is never stored by the response cache, which keeps 200 answers without errors only.
 * Failures before the resolvers (checking the caller) are answered by middlewares/service-unavailable.ts.
 */
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, graphqlUnavailableBody } from './answers';
import { unavailableCause } from './database-errors';
import { databaseMonitor } from './database-monitor';

/** The parts of Apollo's request context this plugin reads and changes. */
interface RequestContext {
  errors?: ReadonlyArray<unknown>;
  response: {
    http: { status?: number; headers: Map<string, string> };
    body: unknown;
  };
}

export const databaseUnavailablePlugin = {
  async requestDidStart() {
    let cause: unknown;
    return {
      async didEncounterErrors({ errors }: RequestContext) {
        cause ??= errors?.map(unavailableCause).find(Boolean);
      },
      async willSendResponse({ response }: RequestContext) {
        if (!cause) return;
        databaseMonitor(strapi).reportUnavailable(cause);
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
        response.body = { kind: 'single', singleResult: graphqlUnavailableBody(DATABASE_UNAVAILABLE) };
      },
    };
  },
};
