/**
 * The document and the shell. The root route's data is the shell's (app/shell-data.ts); read on the
 * server, it also says whose login the page's data was read with (`sentFor`, app/first-view.ts).
 *
 * What is sent to whom (app/first-view.ts has the rules): a visitor's page is rendered on the server;
 * a logged-in teacher's page carries its data, read with the teacher's login, but no markup (the
 * header, menus and gates depend on what the browser keeps): the server's render and the browser's
 * first render are both empty, and the browser draws the page before it first paints. A page whose
 * data was read for another login than the browser holds, or while an editor previews, is loaded again.
 */
// The site's tokens, its one button style and its global styles first, so every later stylesheet can build on them.
import './ui/tokens.css';
import './ui/button.css';
import './styles/global.css';
import { useLayoutEffect, useState } from 'react';
import { Links, Meta, Scripts, useLoaderData, useMatches, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { Shell } from './app/Shell';
import { shellLoader, type ShellData } from './app/shell-data';
import { ShellError, ShellLoading } from './app/StatusViews';
import { isReadInBrowser, rememberFirstView, sentForThisBrowser } from './app/first-view';
import { getBearerToken } from './lib/graphql';
import { previewToken } from './lib/preview';
import { sentFor, serverLoader } from './server/page-context.server';
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

type RootData = ShellData & { sentFor?: string | null };

export async function loader(args: LoaderFunctionArgs): Promise<RootData> {
  const shell = await serverLoader(shellLoader)(args);
  return { ...shell, sentFor: sentFor(args.request, args.context) };
}

export const clientLoader = shellLoader;

// The shell's data does not change as teachers move around: only a full reload reads it again, or a
// page whose data was read for another login (App below).
let reloadingForLogin = false;
export const shouldRevalidate = () => reloadingForLogin;

export const handle = { crumb: 'Home' };
export const ErrorBoundary = ShellError;

type Start = 'shown' | 'drawing' | 'reloading';

export default function App() {
  const { sentFor } = useLoaderData<RootData>();
  const matches = useMatches();
  // A route whose data could not be read on the server is read again here (app/first-view.ts).
  const unread = matches.some((match) => isReadInBrowser(match.data));
  // Only a visitor's page came rendered; the same value on the server and in the browser's first render.
  const rendered = (sentFor === null || sentFor === undefined) && !unread;
  const [start, setStart] = useState<Start>(rendered ? 'shown' : 'drawing');
  const revalidator = useRevalidator();
  useLayoutEffect(() => {
    // How this page started, for support and the browser tests: hydrated (rendered on the server), data, or ignored.
    const mine = sentForThisBrowser(sentFor ?? null, getBearerToken()) && !previewToken() && !unread;
    document.documentElement.dataset.firstView = mine ? (rendered ? 'hydrated' : 'data') : 'ignored';
    if (mine) {
      rememberFirstView(matches);
      setStart('shown');
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
