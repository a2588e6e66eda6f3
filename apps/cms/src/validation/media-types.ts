/**
 * Fields accept only the media they can show (docs/admin-slide-templates.md, "Media fields"): a
 * media field's `allowedTypes` (images, videos, audios, files) is honoured by the admin panel's
 * media picker only; Strapi saves any file in any media field when it is sent through an API. So
 * every create and update through the document service (the admin panel's content manager, REST,
 * GraphQL and the seed alike) is checked here: each file put in a media field, in components and
 * dynamic zones too, must be of a type the field allows, or the save is refused with a message
 * naming the field and the file.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export type MediaType = 'images' | 'videos' | 'audios' | 'files';

interface Attribute {
  type: string;
  allowedTypes?: string[];
  component?: string;
  components?: string[];
  repeatable?: boolean;
}

type Attributes = Record<string, Attribute>;

/** A reference to an uploaded file as the document service accepts it. */
export interface FileReference {
  id?: number;
  documentId?: string;
}

export interface UploadedFile {
  id: number;
  documentId: string;
  name: string;
  mime: string;
}

interface MediaValue {
  path: string[];
  allowedTypes: MediaType[];
  files: FileReference[];
}

const TYPE_WORDS: Record<MediaType, string> = { images: 'a picture', videos: 'a video', audios: 'a recording', files: 'a document' };
const ALLOWED_WORDS: Record<MediaType, string> = { images: 'pictures', videos: 'videos', audios: 'recordings', files: 'documents' };

/** A file's type as Strapi's media library sorts it: images, videos, audios, and files for the rest. */
export function mediaTypeOf(mime: string): MediaType {
  const kind = mime.split('/')[0];
  return kind === 'image' ? 'images' : kind === 'video' ? 'videos' : kind === 'audio' ? 'audios' : 'files';
}

/** The files a media value names: an id, a documentId, `{ id }`, a list of those, or `{ connect | set: [...] }`. */
export function fileReferences(value: unknown): FileReference[] {
  if (value == null || value === '') return [];
  if (typeof value === 'number') return [{ id: value }];
  if (typeof value === 'string') return /^\d+$/.test(value) ? [{ id: Number(value) }] : [{ documentId: value }];
  if (Array.isArray(value)) return value.flatMap(fileReferences);
  if (typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  if ('connect' in object || 'set' in object) return [...fileReferences(object.connect), ...fileReferences(object.set)];
  if (object.id != null) return fileReferences(object.id);
  if (typeof object.documentId === 'string') return [{ documentId: object.documentId }];
  return [];
}

/** Every media value in `data` (a document's or a component's fields), walking components and dynamic zones. */
export function mediaValues(
  attributes: Attributes,
  data: unknown,
  attributesOf: (component: string) => Attributes | undefined,
  path: string[] = [],
): MediaValue[] {
  if (!data || typeof data !== 'object') return [];
  const found: MediaValue[] = [];
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const attribute = attributes[name];
    if (!attribute || value == null) continue;
    const at = [...path, name];
    if (attribute.type === 'media' && attribute.allowedTypes?.length) {
      const files = fileReferences(value);
      if (files.length) found.push({ path: at, allowedTypes: attribute.allowedTypes as MediaType[], files });
    } else if (attribute.type === 'component' && attribute.component) {
      const inner = attributesOf(attribute.component);
      if (!inner) continue;
      const items = attribute.repeatable && Array.isArray(value) ? value : [value];
      items.forEach((item, index) => found.push(...mediaValues(inner, item, attributesOf, attribute.repeatable ? [...at, String(index)] : at)));
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, index) => {
        const component = (item as { __component?: unknown })?.__component;
        const inner = typeof component === 'string' ? attributesOf(component) : undefined;
        if (inner) found.push(...mediaValues(inner, item, attributesOf, [...at, String(index)]));
      });
    }
  }
  return found;
}

/** The issues of putting these files in these fields: one per file of a type its field does not allow. */
export function mediaTypeIssues(values: MediaValue[], files: UploadedFile[]): Array<{ path: string[]; message: string }> {
  const issues: Array<{ path: string[]; message: string }> = [];
  for (const { path, allowedTypes, files: references } of values) {
    for (const reference of references) {
      const file = files.find((candidate) => (reference.id != null ? candidate.id === reference.id : candidate.documentId === reference.documentId));
      if (!file) continue; // An unknown file is Strapi's own error to report.
      const type = mediaTypeOf(file.mime);
      if (!allowedTypes.includes(type)) {
        const allowed = allowedTypes.map((allowedType) => ALLOWED_WORDS[allowedType]).join(' or ');
        issues.push({ path, message: `${path.join('.')} takes ${allowed} only: “${file.name}” is ${TYPE_WORDS[type]} (${file.mime}).` });
      }
    }
  }
  return issues;
}

/** Refuses a create or update that puts a file in a media field which does not allow its type. */
export function registerMediaTypeRule(strapi: Core.Strapi): void {
  const attributesOf = (component: string) => (strapi.components as unknown as Record<string, { attributes: Attributes }>)[component]?.attributes;
  strapi.documents.use(async (context, next) => {
    if ((context.action === 'create' || context.action === 'update') && context.uid.startsWith('api::')) {
      const data = (context.params as { data?: unknown }).data;
      const values = mediaValues(context.contentType.attributes as Attributes, data, attributesOf);
      if (values.length) {
        const references = values.flatMap((value) => value.files);
        const ids = references.flatMap((reference) => (reference.id != null ? [reference.id] : []));
        const documentIds = references.flatMap((reference) => (reference.documentId != null ? [reference.documentId] : []));
        const files = (await strapi.db.query('plugin::upload.file').findMany({
          where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
          select: ['id', 'documentId', 'name', 'mime'],
        })) as UploadedFile[];
        const issues = mediaTypeIssues(values, files);
        if (issues.length) {
          throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
        }
      }
    }
    return next();
  });
}
