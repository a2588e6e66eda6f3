/**
 * The signed-in teacher, if any: the stored session plus their role and profile from GraphQL `me`
 * (account-store.ts keeps them). isLoggedIn follows the token; canAccessContent holds only for the
 * role type active_subscriber. The server, and the browser while it hydrates, show the account the
 * page was read for (the root route's data: account-store.ts accountForPage).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import type { RootData } from '../../app/shell-data';
import { ACTIVE_SUBSCRIBER, type StoredSession } from './session';
import type { AuthFlowState } from './auth-flow';
import {
  accountForPage,
  accountState,
  followSession,
  logOut as endSession,
  rereadSession,
  roleTypeOf,
  subscribe,
  type AuthFailure,
  type Me,
} from './account-store';

export interface Session {
  isLoggedIn: boolean;
  canAccessContent: boolean;
  session?: StoredSession;
  roleType?: string;
  profile?: Me['user_profile'];
  /** What the CMS decided about the teacher's access (GraphQL `me.access`): the trial's end, or when access ended and whom to ask. */
  access?: Me['access'];
  email?: string | null;
  logOut: () => void;
  /** Where the account flows stand (docs/product.md, "Login state in the browser"), and the last failure's message. */
  flow: AuthFlowState;
  authError?: AuthFailure;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const root = useRouteLoaderData<RootData>('root');
  const [pageAccount] = useState(() => accountForPage(root?.sentFor ?? null, root?.me ?? null));
  const account = useSyncExternalStore(subscribe, accountState, () => pageAccount);
  const { session } = account;

  useEffect(() => {
    const controller = new AbortController();
    followSession(controller.signal);
    return () => controller.abort();
  }, [session]);

  useEffect(() => {
    window.addEventListener('storage', rereadSession);
    return () => window.removeEventListener('storage', rereadSession);
  }, []);

  const logOut = useCallback(() => {
    endSession();
    navigate('/');
  }, [navigate]);

  const value = useMemo<Session>(() => {
    const roleType = roleTypeOf(account);
    return {
      isLoggedIn: Boolean(account.session),
      canAccessContent: Boolean(account.session) && roleType === ACTIVE_SUBSCRIBER,
      session: account.session,
      roleType,
      profile: account.me?.user_profile,
      access: account.me?.access,
      email: account.me?.email ?? account.session?.user?.email,
      logOut,
      flow: account.flow,
      authError: account.authError,
    };
  }, [account, logOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside SessionProvider');
  return session;
}
