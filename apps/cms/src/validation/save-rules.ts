/**
 * Rules checked on every save of content: each create and update through the document service (the
 * admin panel's content manager, drafts included, REST, GraphQL and the seed) is walked field by
 * field, into components and dynamic zones, and refused with Strapi's ValidationError naming each
 * field that breaks a rule. The rules themselves live with what they guard: addresses
 * (access/content-urls.ts), media types (media-types.ts), sung words (api/activity-slideshow/words-field.ts).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export interface FieldAttribute {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  allowedTypes?: string[];
  customField?: string;
}

export type FieldAttributes = Record<string, FieldAttribute>;

/** A component's attributes by its uid. */
export type AttributesOf = (component: string) => FieldAttributes | undefined;

export interface FieldIssue {
  path: string[];
  message: string;
  /** The admin panel's form shows an issue under its field when it is named 'ValidationError'. */
  name?: 'ValidationError';
}

/** A field with a value, met on the walk: `path` names it from the document down ('slides.0.audio'). */
export interface VisitedField {
  name: string;
  attribute: FieldAttribute;
  value: unknown;
  path: string[];
}

/**
 * Calls `visit` for every field of `data` (a document's or a component's) that has a value, then
 * walks into its components (an index in the path for repeatable ones) and dynamic zones.
 */
export function visitFields(
  attributes: FieldAttributes,
  data: unknown,
  attributesOf: AttributesOf,
  visit: (field: VisitedField) => void,
  path: string[] = [],
): void {
  if (!data || typeof data !== 'object') return;
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const attribute = attributes[name];
    if (!attribute || value == null) continue;
    const at = [...path, name];
    visit({ name, attribute, value, path: at });
    if (attribute.type === 'component' && attribute.component) {
      const inner = attributesOf(attribute.component);
      if (!inner) continue;
      const items = attribute.repeatable && Array.isArray(value) ? value : [value];
      items.forEach((item, index) => visitFields(inner, item, attributesOf, visit, attribute.repeatable ? [...at, String(index)] : at));
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, index) => {
        const component = (item as { __component?: unknown })?.__component;
        const inner = typeof component === 'string' ? attributesOf(component) : undefined;
        if (inner) visitFields(inner, item, attributesOf, visit, [...at, String(index)]);
      });
    }
  }
}

/** The issues `check` finds in every field of `data`, in the order they are met. */
export function fieldIssues(
  attributes: FieldAttributes,
  data: unknown,
  attributesOf: AttributesOf,
  check: (field: VisitedField) => FieldIssue[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  visitFields(attributes, data, attributesOf, (field) => issues.push(...check(field)));
  return issues;
}

/** The attributes of components as this Strapi knows them. */
export function componentAttributes(strapi: Core.Strapi): AttributesOf {
  return (component) => (strapi.components as unknown as Record<string, { attributes: FieldAttributes }>)[component]?.attributes;
}

/**
 * Refuses a create or update of an API content type whose data `issuesOf` finds fault with: one
 * issue's message, or "n errors occurred" with each in `details.errors`, as Strapi's own validation answers.
 */
export function registerSaveRule(
  strapi: Core.Strapi,
  issuesOf: (attributes: FieldAttributes, data: unknown, attributesOf: AttributesOf) => FieldIssue[] | Promise<FieldIssue[]>,
): void {
  const attributesOf = componentAttributes(strapi);
  strapi.documents.use(async (context, next) => {
    if ((context.action === 'create' || context.action === 'update') && context.uid.startsWith('api::')) {
      const data = (context.params as { data?: unknown }).data;
      const issues = await issuesOf(context.contentType.attributes as unknown as FieldAttributes, data, attributesOf);
      if (issues.length) {
        throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
      }
    }
    return next();
  });
}
