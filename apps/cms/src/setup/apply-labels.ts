/**
 * Applies the plain-English labels and help text of labels/ to the content-manager's configuration
 * of each content type and component (what its edit view and list show), through the content-manager's
 * own configuration services. Only the labels and descriptions are touched: field order, sizes and
 * list columns stay as they are. Writes nothing when everything already matches. Idempotent.
 */
import type { Core } from '@strapi/strapi';
import { FIELD_LABELS } from './labels';
import { SYSTEM_FIELD_LABELS, type FieldLabel } from './labels/types';

interface Metadata {
  edit?: { label?: string; description?: string; [key: string]: unknown };
  list?: { label?: string; [key: string]: unknown };
}

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: Record<string, unknown>;
}

function isComponentUid(uid: string): boolean {
  return !uid.includes('::');
}

function withLabels(metadatas: Record<string, Metadata>, labels: Record<string, FieldLabel>): Record<string, Metadata> {
  const next: Record<string, Metadata> = {};
  for (const [field, metadata] of Object.entries(metadatas)) {
    const label = labels[field];
    next[field] = label
      ? {
          ...metadata,
          edit: { ...metadata.edit, label: label.label, description: label.description },
          ...(metadata.list ? { list: { ...metadata.list, label: label.label } } : {}),
        }
      : metadata;
  }
  return next;
}

/** Answers the uids whose configuration it changed (none on a second run). */
export async function applyFieldLabels(strapi: Core.Strapi): Promise<string[]> {
  const contentManager = strapi.plugin('content-manager');
  const changed: string[] = [];
  for (const [uid, labels] of Object.entries(FIELD_LABELS)) {
    const service = contentManager.service(isComponentUid(uid) ? 'components' : 'content-types');
    const model = isComponentUid(uid) ? service.findComponent(uid) : service.findContentType(uid);
    if (!model) throw new Error(`admin-panel labels name ${uid}, which is not a content type or component`);
    const { settings, metadatas, layouts }: Configuration = await service.findConfiguration(model);
    const labelled = withLabels(metadatas, { ...SYSTEM_FIELD_LABELS, ...labels });
    if (JSON.stringify(labelled) === JSON.stringify(metadatas)) continue;
    await service.updateConfiguration(model, { settings, metadatas: labelled, layouts });
    changed.push(uid);
  }
  return changed;
}
