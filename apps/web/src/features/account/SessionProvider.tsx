/**
 * The signed-in teacher, if any: the stored session plus their role and profile from GraphQL `me`.
 * isLoggedIn follows the token; canAccessContent holds only for the role type active_subscriber.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { UserRoleMembershipDocument, type UserRoleMembershipQuery } from '../../graphql/generated';
import { request, setBearerToken } from '../../lib/graphql';
import { ACTIVE_SUBSCRIBER, STORAGE_KEYS, clearSession, readSession, type StoredSession, type StoredUser } from './session';
import { failureState, startState, successState, type AuthFlowState, type AuthOperation } from './auth-flow';
import { AuthError, GENERIC_PROBLEM } from './auth-api';

/** The last failed account operation's message and, for validation errors, its details. */
export interface AuthFailure {
  message: string;
  details?: unknown;
}

type Me = NonNullable<UserRoleMembershipQuery['me']>;

export interface Session {
  isLoggedIn: boolean;
  canAccessContent: boolean;
  session?: StoredSession;
  roleType?: string;
  profile?: Me['user_profile'];
  email?: string | null;
  /** A successful profile save replaces the stored profile. */
  replaceProfile: (profile: NonNullable<Me['user_profile']>) => void;
  /**
   * Keeps a new login (from the login form, a password reset or a registration) and loads the
   * teacher's role and profile; resolves with the role type.
   */
  logIn: (token: string, user: StoredUser) => Promise<string | undefined>;
  logOut: () => void;
  /** Where the account flows stand (docs/product.md, "Login state in the browser"), and the last failure's message. */
  flow: AuthFlowState;
  authError?: AuthFailure;
  /** Runs an account operation through its start, success and failure states; rethrows failures. */
  track: <T>(operation: AuthOperation, action: () => Promise<T>) => Promise<T>;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState(() => readSession());
  const [me, setMe] = useState<Me | undefined>();
  const [flow, setFlow] = useState<AuthFlowState>('idle');
  const [authError, setAuthError] = useState<AuthFailure>();
  const loadedFor = useRef<string | undefined>(undefined);

  const loadMe = useCallback(async (token: string, signal?: AbortSignal) => {
    const data = await request(UserRoleMembershipDocument, {}, { signal });
    if (!data.me) return undefined;
    loadedFor.current = token;
    setMe(data.me);
    if (data.me.role?.type) window.localStorage.setItem(STORAGE_KEYS.role, data.me.role.type);
    return data.me.role?.type ?? undefined;
  }, []);

  useEffect(() => {
    setBearerToken(session?.token);
    if (!session) {
      loadedFor.current = undefined;
      setMe(undefined);
      return;
    }
    if (loadedFor.current === session.token) return;
    const controller = new AbortController();
    loadMe(session.token, controller.signal).catch(() => {
      // A 401 is handled by the request itself (clears the session, goes home); anything else
      // leaves the menu showing the stored session until the next page load.
    });
    return () => controller.abort();
  }, [session, loadMe]);

  useEffect(() => {
    const onStorage = () => setSession(readSession());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const logIn = useCallback(
    async (token: string, user: StoredUser) => {
      window.localStorage.setItem(STORAGE_KEYS.token, token);
      window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: user.id, email: user.email, username: user.username }));
      setBearerToken(token);
      const roleType = await loadMe(token).catch(() => undefined);
      setSession(readSession());
      return roleType;
    },
    [loadMe],
  );

  const replaceProfile = useCallback((profile: NonNullable<Me['user_profile']>) => {
    setMe((previous) => (previous ? { ...previous, user_profile: profile } : previous));
  }, []);

  const track = useCallback(async <T,>(operation: AuthOperation, action: () => Promise<T>): Promise<T> => {
    setFlow(startState(operation));
    setAuthError(undefined);
    try {
      const result = await action();
      setFlow(successState(operation));
      return result;
    } catch (error) {
      setFlow(failureState(operation));
      setAuthError({ message: error instanceof Error ? error.message : GENERIC_PROBLEM, details: error instanceof AuthError ? error.details : undefined });
      throw error;
    }
  }, []);

  const logOut = useCallback(() => {
    clearSession();
    setBearerToken(undefined);
    setSession(undefined);
    setFlow('logout-complete');
    setAuthError(undefined);
    navigate('/');
  }, [navigate]);

  const value = useMemo<Session>(() => {
    const roleType = me?.role?.type ?? session?.role ?? undefined;
    return {
      isLoggedIn: Boolean(session),
      canAccessContent: Boolean(session) && roleType === ACTIVE_SUBSCRIBER,
      session,
      roleType,
      profile: me?.user_profile,
      email: me?.email ?? session?.user?.email,
      replaceProfile,
      logIn,
      logOut,
      flow,
      authError,
      track,
    };
  }, [session, me, replaceProfile, logIn, logOut, flow, authError, track]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside SessionProvider');
  return session;
}
