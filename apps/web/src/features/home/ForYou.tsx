/**
 * More of the logged-in subscriber's home page (docs/product.md, "Home page"): their own units, and
 * the units published last in the areas of interest they chose (their profile). Both read in the
 * browser, for the token's teacher only.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HomeCustomUnitsDocument, NewUnitsDocument, type HomeCustomUnitsQuery, type NewUnitsQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useShellData } from '../../app/shell-data';
import { comingSoonPaths } from '../navigation/menu-sections';
import { recommendable } from './recommendations';

/** The audiences of the areas of interest a teacher picks when registering (the CMS's validation/registration.ts). */
export const AUDIENCE_OF_INTEREST: Record<string, string> = {
  'Primary education': 'primary',
  'Secondary education': 'secondary',
  'SEND education': 'send',
};

export function audiencesOf(areas: unknown): string[] {
  if (!Array.isArray(areas)) return [];
  return [...new Set(areas.flatMap((area) => (typeof area === 'string' && AUDIENCE_OF_INTEREST[area] ? [AUDIENCE_OF_INTEREST[area]] : [])))];
}

/** Loads once, in the browser: undefined while loading, 'failed' when it could not. */
function useLoaded<T>(load: (() => Promise<T>) | undefined, key: string): T | 'failed' | undefined {
  const [state, setState] = useState<{ key: string; value: T | 'failed' }>();
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return state?.key === key ? state.value : undefined;
}

const SHOWN = 4;
type CustomUnit = HomeCustomUnitsQuery['customSchemes'][number];
const unitPath = (unit: CustomUnit) =>
  unit.audience && unit.programme ? `/${unit.audience.slug}/${unit.programme.slug}/custom-unit/${unit.documentId}` : undefined;

/** The teacher's own units (built from learning strands), newest first; nothing when they have none. */
export function YourUnits() {
  const units = useLoaded(() => request(HomeCustomUnitsDocument, {}).then((data) => data.customSchemes), 'units');
  const shown = Array.isArray(units) ? units.flatMap((unit) => (unitPath(unit) ? [{ unit, path: unitPath(unit)! }] : [])) : [];
  if (units !== undefined && shown.length === 0) return null;
  return (
    <section className="home__units" aria-labelledby="home-units" aria-busy={units === undefined}>
      <h2 id="home-units">Your units</h2>
      {units === undefined ? (
        <p>Loading your units...</p>
      ) : (
        <ul className="card-grid">
          {shown.slice(0, SHOWN).map(({ unit, path }) => (
            <li key={unit.documentId} className="card">
              <Link to={path} className="card__link">
                <span className="card__eyebrow">{unit.programme?.title}</span>
                <span className="card__title">{unit.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type NewUnit = NewUnitsQuery['schemes'][number];

/** The units published last in the teacher's areas of interest; nothing when they chose none that has units. */
export function NewInYourAreas({ areas }: { areas: unknown }) {
  const audiences = audiencesOf(areas);
  const comingSoon = comingSoonPaths(useShellData().audiences);
  const units = useLoaded(
    audiences.length
      ? () =>
          request(NewUnitsDocument, { audiences }).then((data) =>
            recommendable(
              data.schemes.filter((unit): unit is NonNullable<NewUnit> => unit != null),
              comingSoon,
            ),
          )
      : undefined,
    audiences.join(','),
  );
  if (!audiences.length || units === 'failed' || (Array.isArray(units) && units.length === 0)) return null;
  return (
    <section className="home__new" aria-labelledby="home-new" aria-busy={units === undefined}>
      <h2 id="home-new">New in your areas</h2>
      {units === undefined ? (
        <p>Loading what is new...</p>
      ) : (
        <ul className="card-grid">
          {units.map((unit) => {
            const programme = unit.programme;
            const path = programme?.audience ? `/${programme.audience.slug}/${programme.slug}/unit/${unit.documentId}` : undefined;
            if (!path) return null;
            return (
              <li key={unit.documentId} className="card">
                <Link to={path} className="card__link">
                  <span className="card__eyebrow">
                    {programme?.audience?.title}: {programme?.title}
                  </span>
                  <span className="card__title">{unit.title}</span>
                </Link>
                {unit.blurb && <p>{unit.blurb}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
