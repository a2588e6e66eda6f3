/** Teaching content loaded by a page everyone may see, after the page itself. */
import { useEffect, useState } from 'react';
import { request, type TypedDocument } from '../../lib/graphql';
import { useSession } from '../account/SessionProvider';
import { loadTeaching, type Gate } from './teaching-gate';

type TeachingQueryState<T> = { status: 'loading' } | { status: 'gated'; gate: Gate } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/** Teaching content inside a page everyone may see (a project's activities): loaded after the page. */
export function useTeachingQuery<T, V>(document: TypedDocument<T, V>, variables: V): TeachingQueryState<T> {
  const { session } = useSession();
  const [state, setState] = useState<TeachingQueryState<T>>({ status: 'loading' });
  const key = JSON.stringify(variables);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadTeaching(() => request(document, JSON.parse(key) as V, { signal: controller.signal })).then(
      (loaded) => setState('data' in loaded ? { status: 'ready', data: loaded.data } : { status: 'gated', gate: loaded.gate }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [document, key, session?.token]);
  return state;
}
