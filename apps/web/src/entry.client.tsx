import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setBearerToken, setUnauthorizedHandler } from './lib/graphql';
import { clearSession, readSession } from './features/account/session';
import { takePreviewToken } from './lib/preview';
import { forgetEverythingSaved } from './features/offline/offline-store';
import { isFamilyPath } from './features/at-home/at-home-link';

takePreviewToken(window.location);
const session = readSession();
setBearerToken(session?.token);
setUnauthorizedHandler(() => {
  clearSession();
  setBearerToken(undefined);
  // A family's page (on a phone a teacher once logged in on) opens again where it is, with no login: it never needed one.
  const familyPage = isFamilyPath(window.location.pathname);
  void forgetEverythingSaved().finally(() => (familyPage ? window.location.reload() : window.location.assign('/')));
});

// Not in a transition (the framework's default): a teacher's page, sent without markup, is drawn in the same task.
// Navigations are not transitions either (`useTransitions={false}`): in a transition React finished a
// slide move a frame late, after painting the navigation's 'loading' state (docs/framework-mode.md).
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter useTransitions={false} />
  </StrictMode>,
);
