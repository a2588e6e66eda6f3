/** A landing page reached by its own path: /{audience}/page/{slug} or /{audience}/{landing}/page/{slug}. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LandingPageDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { firstOrNotFound } from '../../app/StatusViews';
import { LandingPageView } from './views';
import { serverLoader } from '../../server/page-context.server';

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(LandingPageDocument, { slug: params.landingPageSlug ?? '' }, { signal });
  return firstOrNotFound(data.landingPages, `The page '${params.landingPageSlug}'`);
}

export const loader = serverLoader(clientLoader);
export const handle = { crumb: ':landingPageSlug' };

export default function LandingPageRoute() {
  return <LandingPageView page={useLoaderData<typeof clientLoader>()} />;
}
