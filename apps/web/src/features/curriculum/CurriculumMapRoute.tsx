/**
 * /{audience}/curriculum: the audience's curriculum map (docs/product.md, "Curriculum map"). Public, so a
 * subject leader can judge the catalogue before subscribing: year groups down, the Model Music
 * Curriculum's areas across, each cell the units that teach it (with how many of their lessons do), an
 * empty cell a visible gap. On a phone the grid becomes a list per year group; printed, it fits one A4
 * landscape page (curriculum.css).
 */
import './curriculum.css';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CurriculumMapDocument, type CurriculumMapQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { useDocumentTitle } from '../../lib/document-title';
import { useAudienceColours } from '../catalogue/audience-colours';
import { serverLoader } from '../../server/page-context.server';
import { lessonCount } from './labels';

type CurriculumMap = NonNullable<CurriculumMapQuery['curriculumMap']>;
type Row = CurriculumMap['rows'][number];
type MapUnit = Row['cells'][number]['units'][number];

export const NOT_COVERED = 'Not yet covered';

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<CurriculumMap> {
  const audience = params.audience ?? '';
  // An address no audience could have is simply not found (the CMS would refuse it as input).
  if (!/^[a-z0-9-]{1,100}$/.test(audience)) throw new NotFoundError(`The audience '${audience}'`);
  const { curriculumMap } = await request(CurriculumMapDocument, { audience }, { signal });
  if (!curriculumMap) throw new NotFoundError(`The audience '${audience}'`);
  return curriculumMap;
}

export const loader = serverLoader(clientLoader);

export default function CurriculumMapRoute() {
  return <CurriculumMapView map={useLoaderData<typeof clientLoader>()} />;
}

/** Key stages in order, each with its rows, for the grid's row groups. */
function byKeyStage(rows: readonly Row[]): Array<{ keyStage: Row['keyStage']; rows: Row[] }> {
  const groups: Array<{ keyStage: Row['keyStage']; rows: Row[] }> = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.keyStage.slug === row.keyStage.slug) last.rows.push(row);
    else groups.push({ keyStage: row.keyStage, rows: [row] });
  }
  return groups;
}

function CurriculumMapView({ map }: { map: CurriculumMap }) {
  const title = `${map.audience.title} curriculum map`;
  useDocumentTitle(title);
  useAudienceColours(map.audience.slug);
  const unitPath = (unit: MapUnit) => `/${map.audience.slug}/${unit.programme.slug}/unit/${unit.documentId}`;
  const groups = byKeyStage(map.rows);
  return (
    <main id="main" tabIndex={-1} className="page curriculum-map">
      <h1>{title}</h1>
      <p className="lead curriculum-map__lead">
        Which of our units teach each area of the Model Music Curriculum, year group by year group, and how many of their lessons do. Empty cells are areas we
        do not cover yet.
      </p>
      {map.rows.length === 0 ? (
        <p className="curriculum-map__empty">No units of {map.audience.title} are mapped to the curriculum yet.</p>
      ) : (
        <>
          <p className="curriculum-map__actions">
            <button type="button" className="button button--outline" onClick={() => window.print()}>
              Print this map
            </button>
          </p>
          <div className="curriculum-map__scroll" role="region" aria-labelledby="curriculum-map-caption" tabIndex={0}>
            <table className="curriculum-map__grid">
              <caption id="curriculum-map-caption">
                {map.audience.title}: units by year group and curriculum area ({map.mappedUnits} of {map.units} units mapped)
              </caption>
              <colgroup>
                <col className="curriculum-map__year-column" />
                {map.areas.map((area) => (
                  <col key={area.slug} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Year group</th>
                  {map.areas.map((area) => (
                    <th scope="col" key={area.slug}>
                      {area.title}
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.keyStage.slug}>
                  {group.rows.map((row) => (
                    <tr key={row.yearGroup.slug}>
                      <th scope="row">
                        <span className="curriculum-map__year">{row.yearGroup.title}</span>
                        <span className="curriculum-map__stage">{group.keyStage.title}</span>
                      </th>
                      {row.cells.map((cell) => (
                        <td key={cell.area} className={cell.units.length ? undefined : 'curriculum-map__gap'}>
                          {cell.units.length ? (
                            <ul className="curriculum-map__units">
                              {cell.units.map((unit) => (
                                <li key={unit.documentId}>
                                  <Link to={unitPath(unit)}>{unit.title}</Link> <span className="curriculum-map__count">{lessonCount(unit.lessons)}</span>
                                </li>
                              ))}
                            </ul>
                          ) : (
                            NOT_COVERED
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          <YearGroupList map={map} unitPath={unitPath} />
        </>
      )}
    </main>
  );
}

/** The same map as a list per year group, for a phone's width (the grid is hidden there). */
function YearGroupList({ map, unitPath }: { map: CurriculumMap; unitPath: (unit: MapUnit) => string }) {
  const areaTitle = new Map(map.areas.map((area) => [area.slug, area.title]));
  return (
    <div className="curriculum-map__list">
      {map.rows.map((row) => {
        const covered = row.cells.filter((cell) => cell.units.length > 0);
        const gaps = row.cells.filter((cell) => cell.units.length === 0).map((cell) => areaTitle.get(cell.area) ?? cell.area);
        return (
          <section key={row.yearGroup.slug} aria-labelledby={`year-${row.yearGroup.slug}`} className="curriculum-map__year-group">
            <h2 id={`year-${row.yearGroup.slug}`}>
              {row.yearGroup.title} <span className="curriculum-map__stage">{row.keyStage.title}</span>
            </h2>
            {covered.length > 0 && (
              <dl>
                {covered.map((cell) => (
                  <div key={cell.area}>
                    <dt>{areaTitle.get(cell.area) ?? cell.area}</dt>
                    {cell.units.map((unit) => (
                      <dd key={unit.documentId}>
                        <Link to={unitPath(unit)}>{unit.title}</Link> <span className="curriculum-map__count">{lessonCount(unit.lessons)}</span>
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
            )}
            {gaps.length > 0 && (
              <p className="curriculum-map__gaps">
                {NOT_COVERED}: {gaps.join(', ')}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
