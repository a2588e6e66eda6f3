/**
 * The signed-in teacher and where the account flows stand (docs/product.md, "Login state in the
 * browser"), kept outside React: SessionProvider shows them to the site, and the account forms'
 * route actions, which cannot read React context, change them. Only the browser changes them; the
 * server renders the account the page was read for (`accountForPage`: the root route's `me`).
 */
import { UserRoleMembershipDocument, type UserRoleMembershipQuery } from '../../graphql/generated';
import { request, setBearerToken } from '../../lib/graphql';
import { AuthError, GENERIC_PROBLEM } from './auth-api';
import { failureState, startState, successState, type AuthFlowState, type AuthOperation } from './auth-flow';
import { ACTIVE_SUBSCRIBER, STORAGE_KEYS, clearSession, readSession, type StoredSession, type StoredUser } from './session';
import { forgetEverythingSaved, keepSavedCopiesFor } from '../offline/offline-store';
import { sentForThisBrowser } from '../../app/first-view';
import { registerWhenIdle } from '../offline/service-worker-registration';

export type Me = NonNullable<UserRoleMembershipQuery['me']>;

/** The last failed account operation's message and, for validation errors, its details. */
export interface AuthFailure {
  message: string;
  details?: unknown;
}

export interface Account {
  session?: StoredSession;
  me?: Me;
  flow: AuthFlowState;
  authError?: AuthFailure;
}

const VISITOR: Account = { flow: 'idle' };
let account: Account | undefined;
let loadedFor: string | undefined;
/** A teacher read with the page (accountForPage), kept in the browser's mirror once the page runs (followSession). */
let toKeep: Me | undefined;
const listeners = new Set<() => void>();

/** The current state, read from the browser's storage the first time. */
export const accountState = (): Account => (account ??= { session: readSession(), flow: 'idle' });

/**
 * The account a page was read for (the root route's `sentFor` and `me`): what the server renders and
 * the browser hydrates. In a browser holding that same login it is the browser's own state, with the
 * page's `me` taken in (so nothing changes as the page comes alive, and `me` is not asked for again);
 * otherwise, the page's account as sent (it names no token: the token never leaves the cookie), until
 * the page is read again for this browser's login (root.tsx).
 */
export function accountForPage(sentFor: string | null, me: Me | null): Account {
  if (typeof window !== 'undefined') {
    const mine = accountState();
    if (mine.session && sentForThisBrowser(sentFor, mine.session.token)) {
      if (me && loadedFor !== mine.session.token) {
        loadedFor = mine.session.token;
        toKeep = me;
        account = { ...mine, me };
      }
      return accountState();
    }
  }
  if (!sentFor || !me) return VISITOR;
  return { session: { token: '', user: { id: Number(me.id), email: me.email ?? '' }, role: me.role?.type ?? undefined }, me, flow: 'idle' };
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(change: Partial<Account>) {
  account = { ...accountState(), ...change };
  listeners.forEach((listener) => listener());
}

export const roleTypeOf = ({ me, session }: Account): string | undefined => me?.role?.type ?? session?.role ?? undefined;

/** Loads the teacher's role and profile (GraphQL `me`) for the token now sent with every call. */
async function loadMe(token: string, signal?: AbortSignal) {
  const data = await request(UserRoleMembershipDocument, {}, { signal });
  if (!data.me) return;
  loadedFor = token;
  update({ me: data.me });
  keepInBrowser(data.me);
}

/** The role in the browser's mirror, and the lessons saved for offline kept or dropped with the subscription. */
function keepInBrowser(me: Me) {
  if (me.role?.type) window.localStorage.setItem(STORAGE_KEYS.role, me.role.type);
  void keepSavedCopiesFor({ id: Number(me.id), subscribed: me.role?.type === ACTIVE_SUBSCRIBER }).catch(() => undefined);
}

/** After the session changes: its token goes with every call, and its teacher is loaded once. */
export function followSession(signal: AbortSignal): void {
  const { session, me } = accountState();
  setBearerToken(session?.token);
  if (!session) {
    loadedFor = undefined;
    if (me) update({ me: undefined });
    return;
  }
  registerWhenIdle();
  if (loadedFor === session.token) {
    if (toKeep) keepInBrowser(toKeep);
    toKeep = undefined;
    return;
  }
  // Asked once the page has painted (a page read for another login, a login in this tab): the stored
  // session draws the page, and this request should not share a school's connection with the page's
  // own pictures and code.
  const token = session.token;
  afterNextPaint(() => {
    if (signal.aborted) return;
    loadMe(token, signal).catch(() => {
      // A 401 is handled by the request itself (clears the session, goes home); anything else
      // leaves the menu showing the stored session until the next page load.
    });
  });
}

function afterNextPaint(run: () => void) {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return void setTimeout(run, 0);
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** Reads the session again after another tab changed the storage. */
export const rereadSession = () => update({ session: readSession() });

/** Keeps a new login (from the login form, a password reset or a registration) and loads the teacher's role and profile. */
export async function logIn(token: string, user: StoredUser): Promise<void> {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: user.id, email: user.email, username: user.username }));
  setBearerToken(token);
  await loadMe(token).catch(() => undefined);
  update({ session: readSession() });
}

/** Loads the teacher's role and profile again, after something changed them (joining a school). */
export async function reloadMe(): Promise<void> {
  const { session } = accountState();
  if (session) await loadMe(session.token).catch(() => undefined);
}

/** Logging out also deletes every lesson saved for offline: classroom computers are shared. */
export function logOut(): void {
  void forgetEverythingSaved();
  clearSession();
  setBearerToken(undefined);
  update({ session: undefined, flow: 'logout-complete', authError: undefined });
}

/** A successful profile save replaces the stored profile. */
export function replaceProfile(profile: NonNullable<Me['user_profile']>): void {
  const { me } = accountState();
  if (me) update({ me: { ...me, user_profile: profile } });
}

/** Runs an account operation through its start, success and failure states; rethrows failures. */
export async function track<T>(operation: AuthOperation, action: () => Promise<T>): Promise<T> {
  update({ flow: startState(operation), authError: undefined });
  try {
    const result = await action();
    update({ flow: successState(operation) });
    return result;
  } catch (error) {
    update({
      flow: failureState(operation),
      authError: { message: error instanceof Error ? error.message : GENERIC_PROBLEM, details: error instanceof AuthError ? error.details : undefined },
    });
    throw error;
  }
}
