/**
 * Breadcrumbs from route crumb labels (docs/product.md, "Breadcrumbs").
 *
 * Each route may carry a crumb: a fixed label ('Home'), or ':param' to show that route parameter,
 * resolved to a title (audience, programme, project, landing page, live programme and production,
 * unit) or taken from supplied labels (activity section, lesson). The current page is not shown,
 * nor is any segment whose value is '-'. A parameter with no known title shows its raw value.
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
      label = labels[labelKey(param, value)] ?? labels[param] ?? resolveTitle(param, value) ?? value;
    }
    seen.add(to);
    crumbs.push({ label, to });
  }
  return crumbs;
}
