/** A landing page reached by its own path: /{audience}/page/{slug} or /{audience}/{landing}/page/{slug}. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LandingPageDocument, type LandingPageFieldsFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { LandingPageView } from './views';

export async function loader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(LandingPageDocument, { slug: params.landingPageSlug ?? '' }, { signal });
  const page = data.landingPages[0];
  if (!page) throw new NotFoundError(`The page '${params.landingPageSlug}'`);
  return page;
}

export function Component() {
  return <LandingPageView page={useLoaderData() as LandingPageFieldsFragment} />;
}
