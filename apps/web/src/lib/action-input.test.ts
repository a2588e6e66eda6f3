import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formInput, formText, formTexts, jsonInput } from './action-input';

const form = (entries: Array<[string, string | Blob]>) => {
  const fields = new FormData();
  for (const [key, value] of entries) fields.append(key, value);
  return fields;
};
const unit = z.object({ title: formText, strand: formTexts });

describe('a form action’s input', () => {
  it('reads a text field’s first value and a repeated field’s values', () => {
    expect(
      formInput(
        unit,
        form([
          ['title', ' Rhythm '],
          ['strand', 'a'],
          ['strand', 'b'],
          ['other', 'x'],
        ]),
      ),
    ).toEqual({ title: ' Rhythm ', strand: ['a', 'b'] });
  });

  it('reads a missing field, or a file, as empty', () => {
    expect(formInput(unit, form([]))).toEqual({ title: '', strand: [] });
    expect(
      formInput(
        unit,
        form([
          ['title', new Blob(['x'])],
          ['strand', new Blob(['y'])],
          ['strand', 'b'],
        ]),
      ),
    ).toEqual({ title: '', strand: ['b'] });
  });
});

describe('a JSON action’s input', () => {
  const schema = z.object({ code: z.string() });
  const post = (body: string) => new Request('http://localhost/x', { method: 'POST', body });

  it('answers the body that fits', async () => {
    expect(await jsonInput(schema, post('{"code":"abc"}'))).toEqual({ code: 'abc' });
  });

  it('is a 400 for a body that does not fit, or is not JSON', async () => {
    for (const body of ['{"code":1}', 'null', '{not json']) {
      await expect(jsonInput(schema, post(body))).rejects.toMatchObject({ init: { status: 400 } });
    }
  });
});
