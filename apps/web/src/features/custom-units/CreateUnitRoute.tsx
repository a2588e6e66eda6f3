/**
 * /{audience}/{programme}/create-unit (docs/product.md, "Unit builder"): the builder. Strands are
 * selected and deselected up to the required number; at the maximum the others are disabled. The
 * button reads 'Select {n} more strands to create your unit' until the count is met, then 'Create
 * your unit' opens the naming dialog, whose suggested name is the strand titles joined by spaces.
 * Saving (disabled while the name is empty) is the route's action: it creates the unit and goes to
 * the custom-unit list. A failure is logged and told to the teacher, who keeps their choice.
 */
import './custom-units.css';
import { useRef, useState } from 'react';
import { redirect, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { CreateCustomUnitDocument, CustomUnitBuilderDocument, type CustomUnitBuilderQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { failureMessage } from '../../lib/playlist';
import { remainingStrandsLabel, suggestedUnitName, DEFAULT_REQUIRED_STRANDS } from '../../lib/custom-units';
import { NotFoundError } from '../../app/StatusViews';
import { TextField } from '../../ui/FormFields';
import { loadTeaching, TeachingPage, type Gated } from '../teaching-gate/teaching-gate';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import * as z from 'zod/mini';
import { formInput, formText, formTexts } from '../../lib/action-input';

type Builder = NonNullable<CustomUnitBuilderQuery['customSchemeBuilders'][number]>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs): Promise<Gated<Builder>> {
  return loadTeaching(async () => {
    const { customSchemeBuilders } = await request(
      CustomUnitBuilderDocument,
      { audience: params.audience ?? '', programme: params.programme ?? '' },
      { signal },
    );
    const builder = customSchemeBuilders[0];
    if (!builder) throw new NotFoundError('Custom units of this programme');
    return builder;
  });
}

const createInput = z.object({ title: formText, strand: formTexts, audience: formText, programme: formText });

/** Creates the unit the naming form describes (its name, strands, audience and programme), then shows the teacher's units. */
export async function clientAction({ params, request: form }: ActionFunctionArgs) {
  const { title, strand: strands, audience, programme } = formInput(createInput, await form.formData());
  try {
    await request(CreateCustomUnitDocument, { title: title.trim(), strands, audience, programme });
  } catch (failure) {
    console.error('Creating a custom unit failed', failure);
    return { error: `Your unit could not be created: ${failureMessage(failure)}` };
  }
  return redirect(`/${params.audience}/${params.programme}/custom-unit`);
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = { crumb: 'Create your unit' };

export default function CreateUnitRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Create your unit">
      {(builder) => <Builder builder={builder} />}
    </TeachingPage>
  );
}

function Builder({ builder }: { builder: Builder }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const required = builder.number_required_strands ?? DEFAULT_REQUIRED_STRANDS;
  const strands = builder.learning_strands.filter((strand) => strand != null).map((strand) => strand!);
  const [chosen, setChosen] = useState<string[]>([]);
  const [name, setName] = useState('');
  const creation = useFetcher<typeof clientAction>();
  const busy = creation.state !== 'idle';
  const error = busy ? undefined : creation.data?.error;
  useDocumentTitle(builder.title);
  const full = chosen.length >= required;
  const ready = chosen.length === required;

  const toggle = (id: string) =>
    setChosen((list) => (list.includes(id) ? list.filter((other) => other !== id) : list.length < required ? [...list, id] : list));

  const openNaming = () => {
    setName(suggestedUnitName(strands.filter((strand) => chosen.includes(strand.documentId)).map((strand) => strand.title)));
    creation.reset();
    dialog.current?.showModal();
  };

  return (
    <main id="main" tabIndex={-1} className="page create-unit">
      <h1>{builder.title}</h1>
      {builder.introduction && <p className="lead">{builder.introduction}</p>}
      <fieldset className="strands">
        <legend>Choose {required} learning strands</legend>
        <ul className="strands__list">
          {strands.map((strand) => {
            const selected = chosen.includes(strand.documentId);
            return (
              <li key={strand.documentId}>
                <label className={selected ? 'strand strand--selected' : full ? 'strand strand--disabled' : 'strand'}>
                  <input type="checkbox" checked={selected} disabled={!selected && full} onChange={() => toggle(strand.documentId)} />
                  <span className="strand__title">{strand.title}</span>
                  {strand.description && <span className="strand__description">{strand.description}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="create-unit__action">
        <button type="button" className="button" disabled={!ready} onClick={openNaming}>
          {ready ? 'Create your unit' : remainingStrandsLabel(required - chosen.length)}
        </button>
      </p>
      <dialog ref={dialog} className="login-dialog" aria-labelledby="name-unit-title">
        <button type="button" className="button button--outline button--small login-dialog__close" onClick={() => dialog.current?.close()}>
          Close <span aria-hidden="true">×</span>
        </button>
        <h2 id="name-unit-title">Name your unit</h2>
        <creation.Form method="post" className="name-unit">
          <input type="hidden" name="audience" value={builder.audience!.documentId} />
          <input type="hidden" name="programme" value={builder.programme!.documentId} />
          {chosen.map((strand) => (
            <input key={strand} type="hidden" name="strand" value={strand} />
          ))}
          <TextField label="Unit name" name="title" value={name} onChange={setName} maxLength={120} autoComplete="off" />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p>
            <button type="submit" className="button" disabled={!name.trim() || busy}>
              {busy ? 'Saving...' : 'Save'}
            </button>
          </p>
        </creation.Form>
      </dialog>
    </main>
  );
}
