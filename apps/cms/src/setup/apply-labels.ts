/**
 * Applies the plain-English labels and help text of apps/cms/admin-labels/ (YAML: copy, kept as data)
 * to the content-manager's configuration of each content type and component (what its edit view and
 * list show), through the content-manager's own configuration services. Only the labels and
 * descriptions are touched: field order, sizes and list columns stay as they are. Writes nothing
 * when everything already matches. Idempotent.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { parse } from 'yaml';
import { z } from 'zod';
import { WORDS_RULE } from '../api/activity-slideshow/sung-words';

const fieldLabel = z.strictObject({ label: z.string().trim().min(1), description: z.string().trim().min(1) });
const labelsFile = z.record(z.string(), z.record(z.string(), fieldLabel));

/** What the admin panel shows for one field: its name in plain English and a line of help under it. */
export type FieldLabel = z.infer<typeof fieldLabel>;
type FieldLabels = Record<string, FieldLabel>;

export interface AdminLabels {
  /** The fields Strapi adds to every content type ("*" in every-type.yaml). */
  everyType: FieldLabels;
  /** Each content type's and component's own fields, by uid. */
  byUid: Record<string, FieldLabels>;
}

/** Placeholders the copy may use, filled from the code that owns the rule. */
const PLACEHOLDERS: Record<string, string> = { '{WORDS_RULE}': WORDS_RULE };
const filled = (text: string) => Object.entries(PLACEHOLDERS).reduce((result, [placeholder, value]) => result.replaceAll(placeholder, value), text);

/**
 * Reads every YAML file of the folder. A top-level key starting with `shared-` only holds fields for
 * YAML anchors (`<<: *slide-basics`); a uid named in two files is refused, as is a file of another shape.
 */
export function readAdminLabels(folder: string): AdminLabels {
  const byUid: Record<string, FieldLabels> = {};
  const whereFrom: Record<string, string> = {};
  for (const file of fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    const result = labelsFile.safeParse(parse(fs.readFileSync(path.join(folder, file), 'utf8'), { merge: true }));
    if (!result.success) throw new Error(`admin-labels/${file}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    for (const [uid, fields] of Object.entries(result.data)) {
      if (uid.startsWith('shared-')) continue;
      if (whereFrom[uid]) throw new Error(`admin-labels/${file} names ${uid}, which admin-labels/${whereFrom[uid]} names too`);
      whereFrom[uid] = file;
      byUid[uid] = Object.fromEntries(Object.entries(fields).map(([field, { label, description }]) => [field, { label, description: filled(description) }]));
    }
  }
  const { '*': everyType = {}, ...rest } = byUid;
  return { everyType, byUid: rest };
}

/** The labels folder of the app (beside demo/, copied into the production image). */
export function adminLabelsFolder(strapi: Core.Strapi): string {
  return path.join(strapi.dirs.app.root, 'admin-labels');
}

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
  const { everyType, byUid } = readAdminLabels(adminLabelsFolder(strapi));
  const changed: string[] = [];
  for (const [uid, labels] of Object.entries(byUid)) {
    const service = contentManager.service(isComponentUid(uid) ? 'components' : 'content-types');
    const model = isComponentUid(uid) ? service.findComponent(uid) : service.findContentType(uid);
    if (!model) throw new Error(`admin-panel labels name ${uid}, which is not a content type or component`);
    const { settings, metadatas, layouts }: Configuration = await service.findConfiguration(model);
    const labelled = withLabels(metadatas, { ...everyType, ...labels });
    if (JSON.stringify(labelled) === JSON.stringify(metadatas)) continue;
    await service.updateConfiguration(model, { settings, metadatas: labelled, layouts });
    changed.push(uid);
  }
  return changed;
}
