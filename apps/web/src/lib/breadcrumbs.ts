/**
 * Breadcrumbs from route crumb labels (docs/product.md, "Breadcrumbs").
 *
 * Each route may carry a crumb: a fixed label ('Home'), or ':param' to show that route parameter,
 * resolved to a title (audience, programme, project, landing page, live programme and production,
 * unit) or taken from supplied labels (activity section, lesson). The current page is not shown,
 * nor is any segment whose value is '-'. A parameter with no known title (a page behind a gate, or
 * one that does not exist) shows a generic word for what it is ('Lesson'), never its raw value: an
 * address's ids mean nothing to a teacher.
 */
export interface CrumbMatch {
  pathname: string;
  crumb?: string;
  params: Record<string, string | undefined>;
}

export interface Crumb {
  label: string;
  to: string;
}

/** What a parameter is called when its title is not known. */
const GENERIC_LABELS: Record<string, string> = {
  audience: 'Audience',
  programme: 'Programme',
  landingPageSlug: 'Page',
  landingProgramme: 'Programme',
  projectpageslug: 'Project',
  liveprogramme: 'Live programme',
  liveproduction: 'Production',
  unit: 'Unit',
  lesson: 'Lesson',
  activitySection: 'Activities',
  activity: 'Activity',
  container: 'Collection',
  page: 'Recording',
  playlistId: 'Playlist',
  customUnit: 'Your unit',
  cpdSession: 'Session',
  cpdLiveEvent: 'Live event',
};

export const genericLabel = (param: string) => GENERIC_LABELS[param] ?? 'Page';

export type TitleResolver = (param: string, value: string) => string | undefined;

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Supplied labels are kept per parameter value, so a lesson's title still names it on the pages below it. */
export const labelKey = (param: string, value: string) => `${param}=${value}`;

export function deriveBreadcrumbs(matches: CrumbMatch[], currentPathname: string, resolveTitle: TitleResolver, labels: Record<string, string> = {}): Crumb[] {
  const current = trimSlash(currentPathname);
  const crumbs: Crumb[] = [];
  const seen = new Set<string>();
  for (const match of matches) {
    const to = trimSlash(match.pathname);
    if (!match.crumb || to === current || seen.has(to)) continue;
    let label = match.crumb;
    if (label.startsWith(':')) {
      const param = label.slice(1);
      const value = match.params[param];
      if (!value || value === '-') continue;
      label = labels[labelKey(param, value)] ?? labels[param] ?? resolveTitle(param, value) ?? genericLabel(param);
    }
    seen.add(to);
    crumbs.push({ label, to });
  }
  return crumbs;
}
