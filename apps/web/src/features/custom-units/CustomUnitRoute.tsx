/**
 * /{audience}/{programme}/custom-unit/{unit} (docs/product.md, "Your units of work"): one of the
 * teacher's units, its strands and the plan's lessons, with Delete (the route's action, back to the
 * list when done).
 * Another teacher's unit is not found, as the CMS answers it.
 */
import './custom-units.css';
import { Link, redirect, useFetcher, useLoaderData, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { CustomUnitDocument, DeleteCustomUnitDocument, type CustomUnitQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { failureMessage } from '../../lib/playlist';
import { NotFoundError } from '../../app/StatusViews';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { gatedData, loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';

type Data = CustomUnitQuery;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Data>> {
  return loadTeaching(async () => {
    const data = await request(
      CustomUnitDocument,
      { unit: params.customUnit ?? '', audience: params.audience ?? '', programme: params.programme ?? '' },
      { signal },
    );
    if (!data.customScheme) throw new NotFoundError(`The unit '${params.customUnit}'`);
    return data;
  });
}

/** Deletes this unit and goes back to the teacher's list of units. */
export async function clientAction({ params }: ActionFunctionArgs) {
  try {
    await request(DeleteCustomUnitDocument, { unit: params.customUnit ?? '' });
  } catch (failure) {
    console.error('Deleting a custom unit failed', failure);
    return { error: `This unit could not be deleted: ${failureMessage(failure)}` };
  }
  return redirect(`/${params.audience}/${params.programme}/custom-unit`);
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = { crumbLabels: (loaded: unknown) => ({ customUnit: gatedData<Data>(loaded)?.customScheme?.title }) };

export default function CustomUnitRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Your unit">
      {(data) => <UnitView data={data} />}
    </TeachingPage>
  );
}

function UnitView({ data }: { data: Data }) {
  const unit = data.customScheme!;
  const plan = data.customSchemePlans[0];
  const { audience, programme } = useParams();
  const deletion = useFetcher<typeof clientAction>();
  const busy = deletion.state !== 'idle';
  const error = busy ? undefined : deletion.data?.error;
  useDocumentTitle(unit.title);
  useBreadcrumbLabel('customUnit', unit.documentId, unit.title);
  const base = `/${audience}/${programme}/custom-unit/${unit.documentId}`;

  const lessons = (plan?.lesson_plans ?? []).filter((lesson) => lesson != null);
  return (
    <main id="main" tabIndex={-1} className="page custom-unit">
      <h1>{unit.title}</h1>
      <p className="activity-card__meta" aria-label="Learning strands">
        {unit.learning_strands.map((strand) => (
          <span key={strand!.documentId} className="tag">
            {strand!.title}
          </span>
        ))}
      </p>
      {plan?.introduction && <p className="lead">{plan.introduction}</p>}
      <section aria-labelledby="unit-lessons">
        <h2 id="unit-lessons">Lessons</h2>
        {lessons.length === 0 && <p>This programme's lessons are not ready yet.</p>}
        <ol className="card-list">
          {lessons.map((lesson) => (
            <li key={lesson!.documentId} className="card">
              <Link to={`${base}/lesson/${lesson!.documentId}`} className="card__link">
                <span className="card__title">{lesson!.page_title || lesson!.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <deletion.Form method="post">
        <ConfirmDelete
          label="Delete this unit"
          question={`Delete '${unit.title}'? Its lessons stay in the catalogue; only your unit goes, and it cannot be brought back.`}
          busy={busy}
          buttonClassName="button button--outline"
        />
      </deletion.Form>
    </main>
  );
}
