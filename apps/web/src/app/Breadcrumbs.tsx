import { Link, useLocation, useMatches, useParams } from 'react-router';
import { deriveBreadcrumbs, labelKey, type CrumbMatch } from '../lib/breadcrumbs';
import { shellTitleResolver, useShellData } from './shell-data';
import { useBreadcrumbState } from './breadcrumb-state';
import './breadcrumbs.css';

/** What a route's `handle.crumbLabels` answers from its data: the label of each route parameter it knows. */
export type CrumbLabels = (data: unknown) => Record<string, string | null | undefined>;

export function Breadcrumbs() {
  const location = useLocation();
  const matches = useMatches();
  const params = useParams();
  const shell = useShellData();
  const { colour, hoverColour, labels: pageLabels } = useBreadcrumbState();
  if (location.pathname === '/') return null;

  // Labels read from the matched routes' data (`handle.crumbLabels`) are there in the server's render
  // too, so a page sent rendered never names a lesson by its id; labels pages set stay for the pages below.
  const labels: Record<string, string> = {};
  for (const match of matches) {
    const crumbLabels = (match.handle as { crumbLabels?: CrumbLabels } | undefined)?.crumbLabels;
    for (const [param, label] of Object.entries(crumbLabels?.(match.data) ?? {})) {
      const value = params[param];
      if (value && label) labels[labelKey(param, value)] = label;
    }
  }
  Object.assign(labels, pageLabels);

  const crumbMatches: CrumbMatch[] = matches.map((match) => ({
    pathname: match.pathname,
    crumb: (match.handle as { crumb?: string } | undefined)?.crumb,
    params: { ...params, ...match.params },
  }));
  const crumbs = deriveBreadcrumbs(crumbMatches, location.pathname, shellTitleResolver(shell), labels);
  if (crumbs.length === 0) return null;

  const style = { '--crumb-colour': colour, '--crumb-hover-colour': hoverColour } as React.CSSProperties;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs" style={style}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
