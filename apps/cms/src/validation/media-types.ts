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
import { registerSaveRule, visitFields, type AttributesOf, type FieldAttributes, type FieldIssue } from './save-rules';

export type MediaType = 'images' | 'videos' | 'audios' | 'files';

type Attributes = FieldAttributes;

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
export function mediaValues(attributes: Attributes, data: unknown, attributesOf: AttributesOf): MediaValue[] {
  const found: MediaValue[] = [];
  visitFields(attributes, data, attributesOf, ({ attribute, value, path }) => {
    if (attribute.type !== 'media' || !attribute.allowedTypes?.length) return;
    const files = fileReferences(value);
    if (files.length) found.push({ path, allowedTypes: attribute.allowedTypes as MediaType[], files });
  });
  return found;
}

/** The issues of putting these files in these fields: one per file of a type its field does not allow. */
export function mediaTypeIssues(values: MediaValue[], files: UploadedFile[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
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
  registerSaveRule(strapi, async (attributes, data, attributesOf) => {
    const values = mediaValues(attributes, data, attributesOf);
    if (!values.length) return [];
    const references = values.flatMap((value) => value.files);
    const ids = references.flatMap((reference) => (reference.id != null ? [reference.id] : []));
    const documentIds = references.flatMap((reference) => (reference.documentId != null ? [reference.documentId] : []));
    const files = (await strapi.db.query('plugin::upload.file').findMany({
      where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
      select: ['id', 'documentId', 'name', 'mime'],
    })) as UploadedFile[];
    return mediaTypeIssues(values, files);
  });
}
