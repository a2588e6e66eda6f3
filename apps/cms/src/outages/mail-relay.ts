/**
 * The mail relay (docs/accounts.md, "When the mail relay is down"). Every email the CMS sends goes
 * through the email plugin's provider; `watchMailRelay` wraps its `send` so that:
 * - a relay that cannot be reached or turns the email away raises MailNotSentError, which
 *   middlewares/service-unavailable.ts answers with 503 and its message, and logs one line (host,
 *   port and the relay's reason; never the recipient);
 * - the relay counts as known to be down from a failed send until a send succeeds, for at most
 *   KNOWN_DOWN_MS, so that forgot-password can answer an unknown address as it answers a real one.
 */
import type { Core } from '@strapi/strapi';
import { MAIL_NOT_SENT } from './answers';

const KNOWN_DOWN_MS = 10 * 60_000;

export class MailNotSentError extends Error {
  constructor(
    readonly reason: string,
    readonly userMessage: string = MAIL_NOT_SENT,
  ) {
    super(`The email could not be sent: ${reason}`);
    this.name = 'MailNotSentError';
  }
}

interface RelayState {
  lastFailureAt?: number;
}

const relays = new WeakMap<Core.Strapi, RelayState>();

function reasonOf(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  const text = typeof response === 'string' ? response : typeof message === 'string' ? message : String(error);
  return text.split('\n')[0].slice(0, 160);
}

export function watchMailRelay(strapi: Core.Strapi): void {
  const provider = strapi.plugin('email').provider as { send: (options: unknown) => Promise<unknown> };
  const state: RelayState = {};
  relays.set(strapi, state);
  const { host, port } = (strapi.config.get('plugin::email.providerOptions') ?? {}) as { host?: string; port?: number };
  const send = provider.send.bind(provider);
  provider.send = async (options: unknown) => {
    try {
      const sent = await send(options);
      state.lastFailureAt = undefined;
      return sent;
    } catch (error) {
      state.lastFailureAt = Date.now();
      const reason = reasonOf(error);
      strapi.log.warn(`The mail relay at ${host}:${port} did not take an email (${reason}).`);
      throw new MailNotSentError(reason);
    }
  };
}

/** True from a failed send until one succeeds (or KNOWN_DOWN_MS pass). */
export function mailRelayKnownDown(strapi: Core.Strapi): boolean {
  const failedAt = relays.get(strapi)?.lastFailureAt;
  return failedAt !== undefined && Date.now() - failedAt < KNOWN_DOWN_MS;
}
