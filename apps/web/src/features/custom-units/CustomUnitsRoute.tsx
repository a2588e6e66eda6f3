/**
 * /{audience}/{programme}/custom-unit (docs/product.md, "Your units of work"): the teacher's own
 * units of this programme, each with Delete, and a link to create another. Deleting is the route's
 * action, after which the router loads the list again; a failure is logged and told to the teacher.
 */
import './custom-units.css';
import { Link, useFetcher, useLoaderData, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { CustomUnitsDocument, DeleteCustomUnitDocument, type CustomUnitsQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { failureMessage } from '../../lib/playlist';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import * as z from 'zod/mini';
import { formInput, formText } from '../../lib/action-input';

type Units = CustomUnitsQuery['customSchemes'];

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Units>> {
  return loadTeaching(
    async () => (await request(CustomUnitsDocument, { audience: params.audience ?? '', programme: params.programme ?? '' }, { signal })).customSchemes,
  );
}

const deleteInput = z.object({ unit: formText });

/** Deletes the unit the form names; the router then reloads the list. */
export async function clientAction({ request: form }: ActionFunctionArgs): Promise<{ error?: string }> {
  const { unit } = formInput(deleteInput, await form.formData());
  try {
    await request(DeleteCustomUnitDocument, { unit });
    return {};
  } catch (failure) {
    console.error('Deleting a custom unit failed', failure);
    return { error: `That unit could not be deleted: ${failureMessage(failure)}` };
  }
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;

export default function CustomUnitsRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Your units of work">
      {(units) => <UnitList units={units} />}
    </TeachingPage>
  );
}

function UnitList({ units }: { units: Units }) {
  const { audience, programme } = useParams();
  const deletion = useFetcher<typeof clientAction>();
  const busy = deletion.state === 'idle' ? undefined : deletion.formData?.get('unit');
  const error = deletion.state === 'idle' ? deletion.data?.error : undefined;
  useDocumentTitle('Your units of work');
  const base = `/${audience}/${programme}`;

  return (
    <main id="main" tabIndex={-1} className="page custom-units">
      <h1>Your units of work</h1>
      <p>
        <Link to={`${base}/create-unit`} className="button">
          Create a new unit
        </Link>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {units.length === 0 && (
        <p>You have not built a unit of this programme yet. Choose the learning strands that matter most to your class, and we will build one for you.</p>
      )}
      <ul className="card-grid">
        {units.map((unit) => (
          <li key={unit.documentId} className="card">
            <Link to={`${base}/custom-unit/${unit.documentId}`} className="card__link">
              <span className="card__title">{unit.title}</span>
            </Link>
            <p className="activity-card__meta">
              {unit.learning_strands.map((strand) => (
                <span key={strand!.documentId} className="tag tag--muted">
                  {strand!.title}
                </span>
              ))}
            </p>
            <deletion.Form method="post">
              <input type="hidden" name="unit" value={unit.documentId} />
              <ConfirmDelete
                label={`Delete ${unit.title}`}
                question={`Delete '${unit.title}'? Its lessons stay in the catalogue; only your unit goes, and it cannot be brought back.`}
                busy={busy === unit.documentId}
              />
            </deletion.Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
