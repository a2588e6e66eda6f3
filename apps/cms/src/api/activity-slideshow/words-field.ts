/**
 * The slides' timed words (docs/product.md, "Words on screen"): a text field of its own kind, so the
 * admin panel shows it with the tap-along editor (src/admin/timed-words), and every save of a
 * slideshow checks it against the rule of sung-words.ts, naming the first line that breaks it.
 */
import type { Core } from '@strapi/strapi';
import { fieldIssues, registerSaveRule, type AttributesOf, type FieldAttributes, type FieldIssue } from '../../validation/save-rules';
import { readSungWords } from './sung-words';

/** The custom field's name; content types name it `global::timed-words`. */
export const TIMED_WORDS_FIELD = 'timed-words';
export const TIMED_WORDS_UID = `global::${TIMED_WORDS_FIELD}`;

/** The timed-words fields of `data` (components and dynamic zones included) that break the rule. */
export function timedWordsIssues(attributes: FieldAttributes, data: unknown, attributesOf: AttributesOf): FieldIssue[] {
  return fieldIssues(attributes, data, attributesOf, ({ attribute, value, path }) => {
    if (attribute.customField !== TIMED_WORDS_UID) return [];
    const reading = readSungWords(typeof value === 'string' ? value : String(value));
    return reading.ok ? [] : [{ path, message: reading.message, name: 'ValidationError' }];
  });
}

/** Registers the field's kind (before the content types that use it load) and its check on save. */
export function registerTimedWords(strapi: Core.Strapi): void {
  // The whole width of the slide's form: a song's lines are long, and the tap-along player sits under them.
  strapi.customFields.register({ name: TIMED_WORDS_FIELD, type: 'text', inputSize: { default: 12, isResizable: true } });
  registerSaveRule(strapi, timedWordsIssues);
}
