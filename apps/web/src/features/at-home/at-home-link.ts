/**
 * How the site reads the CMS's answers about a Music at Home link (docs/at-home-and-cpd.md in the
 * CMS): a malformed id is the friendly not-found page, a link whose teacher's subscription is not
 * active the "not available" page; never a blank page.
 */
import { NotFoundError } from '../../app/StatusViews';
import { RequestError } from '../../lib/graphql';

export const LINK_NOT_FOUND = 'STRAPI_AT_HOME_LINK_NOT_FOUND';
export const LINK_UNAVAILABLE = 'STRAPI_AT_HOME_LINK_UNAVAILABLE';

export class AtHomeUnavailableError extends Error {
  constructor() {
    super('This Music at Home link is not available at the moment.');
    this.name = 'AtHomeUnavailableError';
  }
}

/** Runs an at-home query, turning the link's refusals into the errors the pages show. */
export async function loadAtHome<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = error instanceof RequestError ? error.errors[0]?.extensions?.code : undefined;
    if (code === LINK_NOT_FOUND) throw new NotFoundError('That Music at Home link');
    if (code === LINK_UNAVAILABLE) throw new AtHomeUnavailableError();
    throw error;
  }
}

/** The address families open: /{audience}/{programme}/at-home/{link id}. */
export function atHomePath(audience: string, programme: string, linkId: string): string {
  return `/${encodeURIComponent(audience)}/${encodeURIComponent(programme)}/at-home/${encodeURIComponent(linkId)}`;
}

/** Whether a path is one of the Music at Home pages families open (/{audience}/{programme}/at-home/...). */
export function isFamilyPath(pathname: string): boolean {
  return /^\/[^/]+\/[^/]+\/at-home\/[^/]+/.test(pathname);
}
