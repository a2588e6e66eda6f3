/** A programme reached from a landing page: /{audience}/{landing}/programme/{slug} (part 1 §2.9). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ProgrammePageDocument, type ProgrammeFieldsFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { ProgrammeView } from './views';

export async function loader({ params, request: { signal } }: LoaderFunctionArgs) {
  const data = await request(ProgrammePageDocument, { slug: params.landingProgramme ?? '' }, { signal });
  const programme = data.programmes[0];
  if (!programme) throw new NotFoundError(`The programme '${params.landingProgramme}'`);
  return programme;
}

export function Component() {
  return <ProgrammeView programme={useLoaderData() as ProgrammeFieldsFragment} />;
}
