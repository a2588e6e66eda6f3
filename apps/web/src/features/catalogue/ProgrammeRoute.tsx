/** A programme reached from a landing page: /{audience}/{landing}/programme/{slug} (docs/product.md, "Feature boxes"). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ProgrammePageDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { firstOrNotFound } from '../../app/StatusViews';
import { ProgrammeView } from './views';
import { serverLoader } from '../../server/page-context.server';

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(ProgrammePageDocument, { slug: params.landingProgramme ?? '' }, { signal });
  return firstOrNotFound(data.programmes, `The programme '${params.landingProgramme}'`);
}

export const loader = serverLoader(clientLoader);
export const handle = { crumb: ':landingProgramme' };

export default function ProgrammeRoute() {
  return <ProgrammeView programme={useLoaderData<typeof clientLoader>()} />;
}
