import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { setBearerToken, setUnauthorizedHandler } from './lib/graphql';
import { clearSession, readSession } from './features/account/session';
import { takePreviewToken } from './lib/preview';
import { forgetEverythingSaved } from './features/offline/offline-store';

takePreviewToken(window.location);
const session = readSession();
setBearerToken(session?.token);
setUnauthorizedHandler(() => {
  clearSession();
  void forgetEverythingSaved().finally(() => window.location.assign('/'));
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
