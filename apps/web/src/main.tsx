import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter, routes } from './app/router';
import { FIRST_VIEW_ELEMENT_ID, loadMatchedRouteModules, readFirstView, rememberFirstView } from './app/first-view';
import { setBearerToken, setUnauthorizedHandler } from './lib/graphql';
import { clearSession, readSession } from './features/account/session';
import { previewToken, takePreviewToken } from './lib/preview';
import './styles/global.css';

takePreviewToken(window.location);

const session = readSession();
setBearerToken(session?.token);
setUnauthorizedHandler(() => {
  clearSession();
  window.location.assign('/');
});

// A page sent with its first view (app/first-view.ts) starts from it: hydrated where the server
// rendered it, otherwise rendered here from its data without asking the CMS again. (No top-level
// await: the page modules import from this entry, which must have finished running first.)
async function start() {
  let firstView = readFirstView(document, session?.token, previewToken());
  if (firstView) {
    try {
      await loadMatchedRouteModules(routes, window.location.pathname);
    } catch {
      // A page module that will not load: the router loads the page as usual, and shows its error view if it must.
      firstView = undefined;
    }
  }
  const router = createRouter(firstView?.hydrationData);
  if (firstView) rememberFirstView(router);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (firstView?.rendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // How this page started, for support and the browser tests: hydrated, data, ignored or none.
  const sent = document.getElementById(FIRST_VIEW_ELEMENT_ID) !== null;
  document.documentElement.dataset.firstView = firstView ? (firstView.rendered ? 'hydrated' : 'data') : sent ? 'ignored' : 'none';
}

void start();
