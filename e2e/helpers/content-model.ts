/**
 * The CMS's content model, read from its own schema files (apps/cms/src/api/* /content-types and
 * apps/cms/src/components), so a test that walks every field follows the model as it grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsSource = fileURLToPath(new URL('../../apps/cms/src', import.meta.url));

export interface Attribute {
  type: string;
  required?: boolean;
  private?: boolean;
  /** Relations. */
  relation?: string;
  target?: string;
  mappedBy?: string;
  /** Components and dynamic zones. */
  component?: string;
  components?: string[];
  repeatable?: boolean;
  /** Media. */
  multiple?: boolean;
  allowedTypes?: string[];
  regex?: string;
  /** Numbers. */
  min?: number;
  max?: number;
  /** Enumerations. */
  enum?: string[];
  default?: unknown;
}

export interface Model {
  /** 'api::programme.programme' for a content type, 'shared.promobox' for a component. */
  uid: string;
  /** The short name used in field paths: 'programme', 'shared.promobox'. */
  name: string;
  kind: 'collectionType' | 'singleType' | 'component';
  draftAndPublish: boolean;
  attributes: Record<string, Attribute>;
}

function readJson(file: string): any {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

let cached: Map<string, Model> | undefined;

export function contentModel(): Map<string, Model> {
  if (cached) return cached;
  const models = new Map<string, Model>();
  const apiDir = path.join(cmsSource, 'api');
  for (const api of fs.readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(typesDir)) continue;
    for (const type of fs.readdirSync(typesDir)) {
      const schema = readJson(path.join(typesDir, type, 'schema.json'));
      const uid = `api::${api}.${type}`;
      models.set(uid, { uid, name: type, kind: schema.kind, draftAndPublish: Boolean(schema.options?.draftAndPublish), attributes: schema.attributes });
    }
  }
  const componentsDir = path.join(cmsSource, 'components');
  for (const category of fs.readdirSync(componentsDir)) {
    for (const file of fs.readdirSync(path.join(componentsDir, category))) {
      const uid = `${category}.${file.replace(/\.json$/, '')}`;
      models.set(uid, { uid, name: uid, kind: 'component', draftAndPublish: false, attributes: readJson(path.join(componentsDir, category, file)).attributes });
    }
  }
  cached = models;
  return models;
}

export function model(uid: string): Model {
  const found = contentModel().get(uid);
  if (!found) throw new Error(`The CMS has no content type or component ${uid}`);
  return found;
}

/** The attribute types that hold text an editor types and a page may show. */
export const TEXT_TYPES = new Set(['string', 'text', 'blocks', 'richtext', 'email']);

/**
 * A URL an editor types into a plain field: named `..._link`, `..._url`, `link` or `url` (the CMS
 * checks the same names, apps/cms/src/access/content-urls.ts).
 */
export function isUrlField(name: string, attribute: Attribute): boolean {
  return attribute.type === 'string' && /(^|_)(link|url)$/.test(name);
}

/** JSON fields that carry an embedded player's address ({ url }). */
export function isEmbedField(name: string, attribute: Attribute): boolean {
  return attribute.type === 'json' && /(^|_)embed$/.test(name);
}
