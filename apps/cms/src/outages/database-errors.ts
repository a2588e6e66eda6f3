/**
 * Which errors mean "the database cannot be reached" (docs/outages.md), as opposed to a query that
 * is wrong or a row that is missing: refused, reset or timed-out connections, a name that does not
 * resolve (yet), a server that is starting up, shutting down or full, a pool that cannot hand out a
 * connection. Errors are followed through `cause`, `originalError` (GraphQL) and `errors`
 * (AggregateError, when a host name resolves to several addresses).
 */

/** Node's socket error codes for a server that is not there or went away. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P03 (shutting
 * down, crashed, starting up) and 53300 (too many connections).
 */
const POSTGRES_STATES = /^(08...|57P0[123]|53300)$/;

/** What pg and knex say when a connection dies under them or none can be had. */
const CONNECTION_LOST =
  /Connection terminated|Connection ended unexpectedly|connection error and is not queryable|timeout exceeded when trying to connect|Timeout acquiring a connection/i;

/** The SQLite file cannot be opened at all (a folder in its place, a missing directory). */
const SQLITE_CANNOT_OPEN = 'SQLITE_CANTOPEN';

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  originalError?: unknown;
  errors?: unknown;
  /** Set by nodemailer: an SMTP error, never a database one. */
  command?: unknown;
}

function* errorChain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  const current = error as ErrorLike;
  yield current;
  yield* errorChain(current.cause, depth + 1);
  yield* errorChain(current.originalError, depth + 1);
  if (Array.isArray(current.errors)) for (const inner of current.errors) yield* errorChain(inner, depth + 1);
}

function isUnavailableError(error: ErrorLike): boolean {
  if (error.command !== undefined) return false;
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || code === SQLITE_CANNOT_OPEN) return true;
  if (error.name === 'KnexTimeoutError') return true;
  return typeof error.message === 'string' && CONNECTION_LOST.test(error.message);
}

/** The first error in the chain that says the database cannot be reached, if any. */
export function unavailableCause(error: unknown): ErrorLike | undefined {
  for (const link of errorChain(error)) if (isUnavailableError(link)) return link;
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/** A short reason for logs and start-up messages: Node's error code, or the first line of the message. */
export function reasonOf(error: unknown): string {
  const cause = unavailableCause(error) ?? (error as ErrorLike | undefined);
  if (typeof cause?.code === 'string' && NETWORK_CODES.has(cause.code)) return cause.code;
  // Knex puts the failed SQL before the driver's message ("select ... - Connection terminated"): keep the message only.
  const message = typeof cause?.message === 'string' ? cause.message.split('\n')[0].split(' - ').at(-1)! : String(error);
  return message.length > 120 ? `${message.slice(0, 117)}...` : message;
}
