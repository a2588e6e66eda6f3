/**
 * /{audience}/{programme}/custom-unit (spec part 1 §2.8, §4): the teacher's own units of this
 * programme, each with Delete, and a link to create another. Deleting refreshes the list; a
 * failure is logged and told to the teacher.
 */
import './custom-units.css';
import { useState } from 'react';
import { Link, useLoaderData, useParams, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { CustomUnitsDocument, DeleteCustomUnitDocument, type CustomUnitsQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { failureMessage } from '../../lib/playlist';
import { loadTeaching, TeachingGate, type Gated } from '../catalogue/teaching-gate';
import { useAudienceColours } from '../catalogue/views';

type Units = CustomUnitsQuery['customSchemes'];

export async function loader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Units>> {
  return loadTeaching(
    async () => (await request(CustomUnitsDocument, { audience: params.audience ?? '', programme: params.programme ?? '' }, { signal })).customSchemes,
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  useAudienceColours(useParams().audience);
  return (
    <TeachingGate loaded={loaded} title="Your units of work">
      {(units) => <UnitList units={units} />}
    </TeachingGate>
  );
}

function UnitList({ units }: { units: Units }) {
  const { audience, programme } = useParams();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  useDocumentTitle('Your units of work');
  const base = `/${audience}/${programme}`;

  const remove = async (documentId: string) => {
    setBusy(documentId);
    setError(undefined);
    try {
      await request(DeleteCustomUnitDocument, { unit: documentId });
      await revalidator.revalidate();
    } catch (failure) {
      console.error('Deleting a custom unit failed', failure);
      setError(`That unit could not be deleted: ${failureMessage(failure)}`);
    } finally {
      setBusy(undefined);
    }
  };

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
            <button
              type="button"
              className="link-button link-button--danger"
              onClick={() => remove(unit.documentId)}
              disabled={busy === unit.documentId}
              aria-label={`Delete ${unit.title}`}
            >
              {busy === unit.documentId ? 'Deleting...' : 'Delete'}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
