/**
 * A page whose code will not load. The code of a page the teacher has not opened yet is fetched when
 * they open it; if the site was deployed long enough ago that those files have gone (builds keep
 * the files of the one before for a day), or the connection dropped that request, the route fails.
 *
 * The site then reloads the page once by itself, which fetches the current build, but only when
 * the page can be reached: reloading a page the school's network cannot reach would swap the
 * classroom for the browser's offline screen. If the code still will not load, or the page cannot be
 * reached, the page says so with a button. Lesson mode names the slide in its address, so a reload
 * comes back to the same slide.
 */
const RELOADED_AT_KEY = 'classroom:reloaded-for-code-at';
/** A second failure this soon after the automatic reload is shown, not reloaded again (no reload loop). */
export const RELOAD_GUARD_MS = 60_000;

const CODE_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether an error is a module that failed to load (Chromium, Firefox and Safari word it differently). */
export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && CODE_LOAD_FAILURE.test(error.message);
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  isReachable?: () => Promise<boolean>;
  now?: () => number;
}

/** Whether the page's own address answers now: the site is there to reload from. */
async function pageIsReachable(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Reloads the page unless it was reloaded for this reason a moment ago or cannot be reached.
 * Resolves true when the page is reloading, false when the teacher should be told instead.
 */
export async function reloadOnceForCode({
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  isReachable = pageIsReachable,
  now = Date.now,
}: ReloadDeps = {}): Promise<boolean> {
  try {
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && now() - last < RELOAD_GUARD_MS) return false;
    if (!(await isReachable())) return false;
    // Without somewhere to note the reload, it could not be told from the next one: no reload.
    storage.setItem(RELOADED_AT_KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}
