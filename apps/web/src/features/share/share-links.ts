/**
 * The addresses the share box offers (docs/product.md, "Sharing"). They carry only the page's own
 * address: the site's origin and path, never its query or fragment, so no login token, preview
 * token or user id can ride along. Google Classroom and Microsoft Teams are given the link through
 * their documented share addresses, opened in a new window.
 */

/** The page's shareable address: origin and path only (a query or fragment is dropped). */
export function shareableUrl(origin: string, pathname: string): string {
  const url = new URL(pathname, origin);
  return `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}`;
}

/**
 * What a page's short link is made for (the CMS's createShortLink): the kind of page, its document
 * (a lesson's or activity's documentId, or the Music at Home link's id) and its path on the site.
 */
export interface ShortLinkTarget {
  kind: 'lesson' | 'activity' | 'at_home';
  target: string;
  path: string;
}

/** A short link's address: /s/{code} on the site's origin (the CMS answers it with the page). */
export function shortLinkUrl(origin: string, code: string): string {
  return `${new URL(origin).origin}/s/${code}`;
}

/** Google Classroom's share address (the "Share to Classroom" button opens it). */
export function classroomShareUrl(link: string, title: string): string {
  return `https://classroom.google.com/share?${new URLSearchParams({ url: link, title })}`;
}

/** Microsoft Teams' share address (the "Share to Teams" launcher opens it). */
export function teamsShareUrl(link: string, title: string): string {
  return `https://teams.microsoft.com/share?${new URLSearchParams({ href: link, msgText: title, preview: 'true' })}`;
}

/**
 * The link as it is read off a board and typed: its host and path without 'https://' or 'www.'
 * (a browser adds the scheme to what is typed).
 */
export function shortForm(link: string): string {
  const url = new URL(link);
  return `${url.host.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;
}
