/**
 * The slides' timed words (docs/product.md, "Words on screen"): a text field of its own kind, so the
 * admin panel shows it with the tap-along editor (src/admin/timed-words), and every save of a
 * slideshow checks it against the rule of sung-words.ts, naming the first line that breaks it.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readSungWords } from './sung-words';

/** The custom field's name; content types name it `global::timed-words`. */
export const TIMED_WORDS_FIELD = 'timed-words';
export const TIMED_WORDS_UID = `global::${TIMED_WORDS_FIELD}`;

type Attribute = { type: string; customField?: string; component?: string; repeatable?: boolean };
type Attributes = Record<string, Attribute>;

interface WordsIssue {
  path: string[];
  message: string;
  name: 'ValidationError';
}

/** The timed-words fields of `data` (components and dynamic zones included) that break the rule. */
export function timedWordsIssues(
  attributes: Attributes,
  data: unknown,
  attributesOf: (component: string) => Attributes | undefined,
  path: string[] = [],
): WordsIssue[] {
  if (!data || typeof data !== 'object') return [];
  const issues: WordsIssue[] = [];
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const attribute = attributes[name];
    if (!attribute || value == null) continue;
    const at = [...path, name];
    if (attribute.customField === TIMED_WORDS_UID) {
      const reading = readSungWords(typeof value === 'string' ? value : String(value));
      if (!reading.ok) issues.push({ path: at, message: reading.message, name: 'ValidationError' });
    } else if (attribute.type === 'component' && attribute.component) {
      const inner = attributesOf(attribute.component);
      if (!inner) continue;
      const items = attribute.repeatable && Array.isArray(value) ? value : [value];
      items.forEach((item, index) => issues.push(...timedWordsIssues(inner, item, attributesOf, attribute.repeatable ? [...at, String(index)] : at)));
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, index) => {
        const component = (item as { __component?: unknown })?.__component;
        const inner = typeof component === 'string' ? attributesOf(component) : undefined;
        if (inner) issues.push(...timedWordsIssues(inner, item, attributesOf, [...at, String(index)]));
      });
    }
  }
  return issues;
}

/** Registers the field's kind (before the content types that use it load) and its check on save. */
export function registerTimedWords(strapi: Core.Strapi): void {
  // The whole width of the slide's form: a song's lines are long, and the tap-along player sits under them.
  strapi.customFields.register({ name: TIMED_WORDS_FIELD, type: 'text', inputSize: { default: 12, isResizable: true } });
  const attributesOf = (component: string) => (strapi.components as unknown as Record<string, { attributes: Attributes }>)[component]?.attributes;
  strapi.documents.use(async (context, next) => {
    if ((context.action === 'create' || context.action === 'update') && context.uid.startsWith('api::')) {
      const data = (context.params as { data?: unknown }).data;
      const issues = timedWordsIssues(context.contentType.attributes as unknown as Attributes, data, attributesOf);
      if (issues.length) {
        throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
      }
    }
    return next();
  });
}
