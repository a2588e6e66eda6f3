/** A page the server rendered, in a test: its markup as sent, then the site's code taking it over. */
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** `element` rendered as the server sends it, in a container added to the document (remove it after). */
export function serverRendered(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** The site's code taking the server's markup over, in place. */
export async function hydrate(container: HTMLElement, element: ReactElement): Promise<void> {
  await act(async () => {
    hydrateRoot(container, element);
  });
}
