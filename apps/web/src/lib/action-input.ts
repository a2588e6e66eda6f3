/**
 * What a route's `clientAction` is sent, read through a zod schema where it is read. A form's
 * fields are read as they were before: a missing field (or a file) is empty text. A JSON body
 * comes from the site's own fetchers; one that does not fit is a 400, as an unknown operation is a 404.
 */
import * as z from 'zod/mini';
import { data } from 'react-router';

const entries = z.catch(z.array(z.unknown()), []);

/** One text field (its first value, as `FormData.get`); empty when it is missing. */
export const formText = z.pipe(
  entries,
  z.transform((values) => (typeof values[0] === 'string' ? values[0] : '')),
);

/** Every value of a repeated text field (as `FormData.getAll`). */
export const formTexts = z.pipe(
  entries,
  z.transform((values) => values.filter((value): value is string => typeof value === 'string')),
);

/** The form's fields, each as the list of its values, parsed with `schema` (built of formText and formTexts). */
export function formInput<T extends z.ZodMiniType>(schema: T, form: FormData): z.output<T> {
  const fields: Record<string, FormDataEntryValue[]> = {};
  for (const key of form.keys()) fields[key] = form.getAll(key);
  return schema.parse(fields);
}

/** The JSON body parsed with `schema`; a 400 when it is not JSON or does not fit. */
export async function jsonInput<T extends z.ZodMiniType>(schema: T, submission: Request): Promise<z.output<T>> {
  const result = schema.safeParse(await submission.json().catch(() => undefined));
  if (!result.success) throw data('This request does not fit the form it came from', { status: 400 });
  return result.data;
}
