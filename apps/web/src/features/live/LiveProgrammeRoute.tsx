/** /live/{liveprogramme}: a live programme's text and its productions (part 1 §2.10; the rest arrives with the live offer). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LiveProgrammePageDocument, type LiveProgrammePageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { firstOrNotFound } from '../../app/StatusViews';
import { RichText } from '../../ui/RichText';

export async function loader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(LiveProgrammePageDocument, { slug: params.liveprogramme ?? '' }, { signal });
  return firstOrNotFound(data.liveProgrammes, `The live programme '${params.liveprogramme}'`);
}

type LiveProgramme = NonNullable<LiveProgrammePageQuery['liveProgrammes'][number]>;

export function Component() {
  const programme = useLoaderData() as LiveProgramme;
  useDocumentTitle(programme.title);
  const productions = programme.live_productions.filter((production) => production != null);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{programme.title}</h1>
      {programme.subtitle && <p className="home__intro">{programme.subtitle}</p>}
      <RichText content={programme.main_text} />
      {productions.length > 0 && (
        <section aria-labelledby="productions">
          <h2 id="productions">Productions</h2>
          <ul className="card-grid">
            {productions.map((production) => (
              <li key={production.slug}>
                <article className="card">
                  <h3>{production.title}</h3>
                  {production.blurb && <p>{production.blurb}</p>}
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
