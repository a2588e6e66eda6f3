/**
 * The document and the shell. The root route's data is the shell's (app/shell-data.ts); read on the
 * server, it also says whose login the page's data was read with (`sentFor`, app/first-view.ts) and
 * carries that caller's role and profile (`me`).
 *
 * What is sent to whom (app/first-view.ts has the rules): a visitor's and a teacher's page are
 * rendered on the server, the teacher's header, menus and gates from the root's `me`. A page whose
 * data was read for another login than the browser holds is read again once, as this browser; a
 * page sent to be read in the browser (an editor's preview, a refused login, data the server could
 * not read) is not rendered on the server, and is drawn once its data has been read again.
 */
// The site's tokens, its one button style and its global styles first, so every later stylesheet can build on them.
import './ui/tokens.css';
import './ui/button.css';
import './styles/global.css';
import { useLayoutEffect, useState } from 'react';
import { Links, Meta, Scripts, useLoaderData, useMatches, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Shell } from './app/Shell';
import { shellLoader, type RootData } from './app/shell-data';
import { ShellError, ShellLoading } from './app/StatusViews';
import { isReadInBrowser, loginOf, READ_IN_BROWSER, rememberFirstView, renderedOnServer, sentForThisBrowser, type ReadInBrowser } from './app/first-view';
import { getBearerToken } from './lib/graphql';
import { previewToken } from './lib/preview';
import { accountState } from './features/account/account-store';
import { callerAccount, callerScope, sentFor, serverLoader } from './server/page-context.server';
import { PRODUCT_NAME } from './lib/config';

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="Music lessons, activities and live concerts for schools, from an orchestra education charity." />
        <meta name="theme-color" content="#1d3557" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{PRODUCT_NAME}</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** The shell's data, or, when it or the caller's account could not be read on the server, the marker that has the browser read it. */
type RootUnread = ReadInBrowser & { sentFor: string | null };

/** On the server, every loader and the render run as the page request's caller (server/page-context.server.ts). */
export const middleware = [callerScope];

export async function loader(args: LoaderFunctionArgs): Promise<RootData | RootUnread> {
  const [shell, me] = await Promise.all([serverLoader(shellLoader)(args), serverLoader(callerAccount)(args)]);
  // After both: a login the CMS refused is known by then.
  const login = sentFor(args);
  if (isReadInBrowser(shell) || isReadInBrowser(me)) return { ...READ_IN_BROWSER, sentFor: login };
  return { ...shell, sentFor: login, me };
}

/** In the browser (read again for this browser's login): the account as the site holds it. */
export async function clientLoader(args: LoaderFunctionArgs): Promise<RootData> {
  return { ...(await shellLoader(args)), sentFor: loginOf(getBearerToken()), me: accountState().me ?? null };
}

// The shell's data does not change as teachers move around: only a full reload reads it again, or a
// page whose data was read for another login (App below).
let reloadingForLogin = false;
export const shouldRevalidate = () => reloadingForLogin;

export const handle = { crumb: 'Home' };
export const ErrorBoundary = ShellError;

type Start = 'shown' | 'drawing' | 'reloading';

export default function App() {
  const root = useLoaderData<typeof loader>();
  const matches = useMatches();
  // The same value on the server and in the browser's first render, from the data the page carries.
  const rendered = renderedOnServer(
    root.sentFor,
    matches.map((match) => match.data),
  );
  const [start, setStart] = useState<Start>(rendered ? 'shown' : 'drawing');
  const revalidator = useRevalidator();
  useLayoutEffect(() => {
    // How this page started, for support and the browser tests: hydrated (rendered on the server, for this browser's login), or ignored.
    const mine = rendered && sentForThisBrowser(root.sentFor, getBearerToken()) && !previewToken();
    document.documentElement.dataset.firstView = mine ? 'hydrated' : 'ignored';
    if (mine) {
      rememberFirstView(matches);
      return;
    }
    // Data read for another login than the browser's (logged out in another tab, an expired cookie, a preview): read it again as this browser.
    setStart('reloading');
    reloadingForLogin = true;
    void revalidator.revalidate().finally(() => {
      reloadingForLogin = false;
      setStart('shown');
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  if (start === 'drawing') return null;
  return start === 'reloading' ? <ShellLoading /> : <Shell />;
}
