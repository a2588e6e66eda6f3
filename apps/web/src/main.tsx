import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { setBearerToken, setUnauthorizedHandler } from './lib/graphql';
import { clearSession, readSession } from './features/account/session';
import { takePreviewToken } from './lib/preview';
import './styles/global.css';

takePreviewToken(window.location);

setBearerToken(readSession()?.token);
setUnauthorizedHandler(() => {
  clearSession();
  window.location.assign('/');
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
