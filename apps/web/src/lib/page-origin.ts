import { serverRequestContext } from './graphql';

/** The site's origin (https://host): the browser's, or the page request's while the server renders a first view. */
export function pageOrigin(): string {
  return serverRequestContext()?.origin ?? window.location.origin;
}
