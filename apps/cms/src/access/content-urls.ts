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
import { fieldIssues, registerSaveRule, type AttributesOf, type FieldAttribute, type FieldAttributes, type FieldIssue } from '../validation/save-rules';

export type UrlIssue = FieldIssue;
type Attribute = FieldAttribute;
type Attributes = FieldAttributes;

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
export function contentUrlIssues(attributes: Attributes, data: unknown, attributesOf: AttributesOf): UrlIssue[] {
  return fieldIssues(attributes, data, attributesOf, ({ name, attribute, value, path }) => {
    if (isUrlField(name, attribute)) {
      return typeof value === 'string' && value.trim() && !isWebAddress(value.trim()) ? [{ path, message: `${path.join('.')} ${WEB_ADDRESS_NEEDED}` }] : [];
    }
    if (isEmbedField(name, attribute)) return embedIssues(value, path);
    if (attribute.type === 'blocks') return blocksIssues(value, path);
    return [];
  });
}

/** Refuses a create or update whose content carries an address a page must not use. */
export function registerContentUrlRule(strapi: Core.Strapi): void {
  registerSaveRule(strapi, contentUrlIssues);
}
