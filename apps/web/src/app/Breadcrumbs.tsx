import { Link, useLocation, useMatches, useParams } from 'react-router';
import { deriveBreadcrumbs, type CrumbMatch } from '../lib/breadcrumbs';
import { shellTitleResolver, useShellData } from './shell-data';
import { useBreadcrumbState } from './breadcrumb-state';
import './breadcrumbs.css';

export function Breadcrumbs() {
  const location = useLocation();
  const matches = useMatches();
  const params = useParams();
  const shell = useShellData();
  const { colour, hoverColour, labels } = useBreadcrumbState();
  if (location.pathname === '/') return null;

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
