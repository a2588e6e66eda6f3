/**
 * Which addresses content may carry (docs/content-urls.md): a link or an embedded player
 * written by an editor is a web address (http or https) or a path on this site, never
 * `javascript:`, `data:` or anything else a browser would run. Checked on every create and update
 * through the document service (the admin panel, drafts included, and the seed), generated from
 * the content model so a new URL field is checked by itself:
 * - plain URL fields: strings named `link`, `url`, `..._link` or `..._url` (booking_link, link_url,
 *   session_link);
 * - embeds: JSON fields named `embed` or `..._embed`, whose `url` the site frames;
 * - rich text (blocks): link nodes (also `mailto:`, `tel:` and `#anchor`) and image nodes.
 * The site applies the same rule again when it renders (apps/web/src/lib/safe-url.ts).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export interface UrlIssue {
  path: string[];
  message: string;
}

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
}

type Attributes = Record<string, Attribute>;

export const WEB_ADDRESS_NEEDED = 'must be a web address (http:// or https://) or a path on this site';
export const LINK_ADDRESS_NEEDED = 'must be a web address (http:// or https://), an email (mailto:), a phone number (tel:) or a path on this site';

const WEB_ADDRESS = /^https?:\/\/[^\s/?#][^\s]*$/i;
/** '/' or '/x...', never '//host' or '/\host' (which browsers read as another site). */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

export const isUrlField = (name: string, attribute: Attribute): boolean => attribute.type === 'string' && /(^|_)(link|url)$/.test(name);
export const isEmbedField = (name: string, attribute: Attribute): boolean => attribute.type === 'json' && /(^|_)embed$/.test(name);

/** An address a page may link to or frame: http(s), or a path on this site. */
export function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value) || SITE_PATH.test(value);
}

/** An address a rich-text link may carry: a web address, mailto:, tel: or an anchor on the page. */
export function isLinkAddress(value: string): boolean {
  return isWebAddress(value) || /^(mailto|tel):[^\s]+$/i.test(value) || /^#[^\s]*$/.test(value);
}

function embedIssues(value: unknown, path: string[]): UrlIssue[] {
  let embed = value;
  if (embed == null || embed === '') return [];
  if (typeof embed === 'string') {
    try {
      embed = JSON.parse(embed);
    } catch {
      return [{ path, message: `${path.join('.')} must be JSON with a url` }];
    }
  }
  if (!embed || typeof embed !== 'object' || !('url' in embed)) return [];
  const url = (embed as { url: unknown }).url;
  if (url == null || url === '') return [];
  return typeof url === 'string' && isWebAddress(url.trim()) ? [] : [{ path: [...path, 'url'], message: `${path.join('.')}.url ${WEB_ADDRESS_NEEDED}` }];
}

function blocksIssues(value: unknown, path: string[]): UrlIssue[] {
  const issues: UrlIssue[] = [];
  const walk = (node: unknown, at: string[]) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, [...at, String(index)]));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const { type, url, image, children } = node as { type?: unknown; url?: unknown; image?: { url?: unknown }; children?: unknown };
    if (type === 'link' && !(typeof url === 'string' && isLinkAddress(url.trim()))) {
      issues.push({ path: [...at, 'url'], message: `A link in ${path.join('.')} ${LINK_ADDRESS_NEEDED}` });
    }
    if (type === 'image' && image && !(typeof image.url === 'string' && isWebAddress(image.url.trim()))) {
      issues.push({ path: [...at, 'image', 'url'], message: `An image in ${path.join('.')} ${WEB_ADDRESS_NEEDED}` });
    }
    if (children) walk(children, [...at, 'children']);
  };
  walk(value, path);
  return issues;
}

/**
 * Every URL problem in `data` (a document's or a component's fields), walking components and
 * dynamic zones. `attributesOf` gives a component's attributes by its uid.
 */
export function contentUrlIssues(
  attributes: Attributes,
  data: unknown,
  attributesOf: (component: string) => Attributes | undefined,
  path: string[] = [],
): UrlIssue[] {
  if (!data || typeof data !== 'object') return [];
  const issues: UrlIssue[] = [];
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const attribute = attributes[name];
    if (!attribute || value == null) continue;
    const at = [...path, name];
    if (isUrlField(name, attribute)) {
      if (typeof value === 'string' && value.trim() && !isWebAddress(value.trim())) issues.push({ path: at, message: `${at.join('.')} ${WEB_ADDRESS_NEEDED}` });
    } else if (isEmbedField(name, attribute)) {
      issues.push(...embedIssues(value, at));
    } else if (attribute.type === 'blocks') {
      issues.push(...blocksIssues(value, at));
    } else if (attribute.type === 'component' && attribute.component) {
      const inner = attributesOf(attribute.component);
      if (!inner) continue;
      const items = attribute.repeatable && Array.isArray(value) ? value : [value];
      items.forEach((item, index) => issues.push(...contentUrlIssues(inner, item, attributesOf, attribute.repeatable ? [...at, String(index)] : at)));
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, index) => {
        const component = (item as { __component?: unknown })?.__component;
        const inner = typeof component === 'string' ? attributesOf(component) : undefined;
        if (inner) issues.push(...contentUrlIssues(inner, item, attributesOf, [...at, String(index)]));
      });
    }
  }
  return issues;
}

/** Refuses a create or update whose content carries an address a page must not use. */
export function registerContentUrlRule(strapi: Core.Strapi): void {
  const attributesOf = (component: string) => (strapi.components as unknown as Record<string, { attributes: Attributes }>)[component]?.attributes;
  strapi.documents.use(async (context, next) => {
    if ((context.action === 'create' || context.action === 'update') && context.uid.startsWith('api::')) {
      const data = (context.params as { data?: unknown }).data;
      const issues = contentUrlIssues(context.contentType.attributes as Attributes, data, attributesOf);
      if (issues.length) {
        throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
      }
    }
    return next();
  });
}
