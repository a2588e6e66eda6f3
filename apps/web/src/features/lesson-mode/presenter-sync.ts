/**
 * The board and its presenter view follow each other (docs/product.md, "Presenter view"): P on the
 * board opens the same address with '?presenter={pair}' in a second window; from then on both
 * windows, in the same browser, tell each other over a BroadcastChannel where they are and whether
 * the board is blank, and each moves to where the other went. Only the two windows of one pair
 * listen to each other: a second lesson open in another tab is not moved. The board keeps its pair
 * for the tab (sessionStorage), so it survives moving between activities; the presenter keeps it in
 * its address.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';

const CHANNEL = 'classroom-lesson-mode';
const BOARD_PAIR_KEY = 'classroom-presenter-pair';
export const PRESENTER_PARAM = 'presenter';

type Outgoing = { type: 'at'; path: string } | { type: 'blank'; on: boolean } | { type: 'hello' };
type Message = Outgoing & { pair: string };

function boardPair(): string | null {
  try {
    return sessionStorage.getItem(BOARD_PAIR_KEY);
  } catch {
    return null;
  }
}

const WINDOW_NAME_PREFIX = 'classroom-presenter-';

/** The presenter's window is named after its pair (window.open), a name it keeps whatever address it shows. */
function pairFromWindowName(): string | null {
  return window.name.startsWith(WINDOW_NAME_PREFIX) ? window.name.slice(WINDOW_NAME_PREFIX.length) : null;
}

const unchanging = () => () => {};

/**
 * The pair this window belongs to, and whether it is the presenter's window: from the address when
 * it carries '?presenter=' (as every presenter page does, so the server renders the same), else from
 * the window's name once the page runs (a link that dropped the parameter).
 */
export function usePresenterPair(): { pair: string | null; isPresenter: boolean } {
  const { search } = useLocation();
  const fromName = useSyncExternalStore(unchanging, pairFromWindowName, () => null);
  const fromAddress = new URLSearchParams(search).get(PRESENTER_PARAM);
  const presenterPair = fromAddress ?? fromName;
  if (presenterPair) return { pair: presenterPair, isPresenter: true };
  return { pair: typeof window === 'undefined' ? null : boardPair(), isPresenter: false };
}

/** The address of a lesson mode page in the presenter's window. */
export function presenterAddress(pathname: string, pair: string): string {
  return `${pathname}?${PRESENTER_PARAM}=${encodeURIComponent(pair)}`;
}

/** Opens (or brings forward) the presenter's window for this board, pairing them. */
export function openPresenter(pathname: string): Window | null {
  let pair = boardPair();
  if (!pair) {
    pair = crypto.randomUUID();
    try {
      sessionStorage.setItem(BOARD_PAIR_KEY, pair);
    } catch {
      // Storage refused: the pair lasts as long as this page.
    }
  }
  const opened = window.open(presenterAddress(pathname, pair), `${WINDOW_NAME_PREFIX}${pair}`, 'popup=yes,width=1280,height=800');
  // The board may not have listened yet (no pair before): it starts listening on its next render.
  window.dispatchEvent(new Event('classroom-presenter-paired'));
  return opened;
}

/**
 * Keeps this window where its partner is, and tells the partner where this one is. `onBlank`
 * receives the board's blank screen from either window; the returned function sends it.
 */
export function useFollowPartner(onBlank: (on: boolean) => void): (on: boolean) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { pair: initialPair, isPresenter } = usePresenterPair();
  const pair = useRef(initialPair);
  const channel = useRef<BroadcastChannel | null>(null);
  const blankHandler = useRef(onBlank);
  blankHandler.current = onBlank;
  const here = useRef(pathname);
  here.current = pathname;

  const post = useCallback((message: Outgoing) => {
    if (pair.current && channel.current) channel.current.postMessage({ ...message, pair: pair.current });
  }, []);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const listen = () => {
      pair.current = isPresenter ? initialPair : boardPair();
      if (!pair.current || channel.current) return;
      const opened = new BroadcastChannel(CHANNEL);
      channel.current = opened;
      opened.onmessage = (event: MessageEvent<Message>) => {
        const message = event.data;
        if (!message || message.pair !== pair.current) return;
        if (message.type === 'at' && message.path !== here.current) {
          navigate(isPresenter ? presenterAddress(message.path, message.pair) : message.path, { flushSync: true });
        } else if (message.type === 'blank') {
          blankHandler.current(message.on);
        } else if (message.type === 'hello') {
          post({ type: 'at', path: here.current });
        }
      };
      // A presenter's window that opens asks the board where it is (the board may have moved on).
      if (isPresenter) post({ type: 'hello' });
    };
    listen();
    window.addEventListener('classroom-presenter-paired', listen);
    return () => {
      window.removeEventListener('classroom-presenter-paired', listen);
      channel.current?.close();
      channel.current = null;
    };
  }, [initialPair, isPresenter, navigate, post]);

  // Where this window is, after each move. Not when the presenter's window first opens: the board
  // is where the lesson is, and it answers the presenter's 'hello'.
  const opening = useRef(isPresenter);
  useEffect(() => {
    if (opening.current) {
      opening.current = false;
      return;
    }
    post({ type: 'at', path: pathname });
  }, [pathname, post]);

  return useCallback((on: boolean) => post({ type: 'blank', on }), [post]);
}
