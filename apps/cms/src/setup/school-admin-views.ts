/**
 * How the admin panel lists schools, their invoices and the changes editors make
 * (apps/cms/docs/school-invoices.md, "Editors"), through the content manager's own configuration:
 * the list columns (school, places, invoice status, access until...), newest first where it helps,
 * and the fields nobody types into (set by Stripe's webhook or by the server) shown read-only.
 * Applied at every start, so the views stay as documented. Labels come from admin-labels/schools.yaml.
 */
import type { Core } from '@strapi/strapi';

interface View {
  list: string[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  readOnly: string[];
}

const VIEWS: Record<string, View> = {
  'api::member-account.member-account': {
    list: ['name', 'seats', 'invoice_status', 'active_until'],
    sort: { field: 'active_until', order: 'ASC' },
    readOnly: ['active_until', 'invoice_status'],
  },
  'api::school-invoice.school-invoice': {
    list: ['number', 'member_account', 'status', 'places', 'due_at', 'paid_at'],
    sort: { field: 'issued_at', order: 'DESC' },
    readOnly: [
      'number',
      'status',
      'places',
      'band',
      'subtotal_pence',
      'vat_pence',
      'total_pence',
      'currency',
      'issued_at',
      'due_at',
      'paid_at',
      'voided_at',
      'overdue_at',
      'period_start',
      'period_end',
    ],
  },
  'api::school-account-change.school-account-change': {
    list: ['member_account', 'action', 'until', 'made_by', 'made_at'],
    sort: { field: 'made_at', order: 'DESC' },
    readOnly: ['previous_until', 'made_by', 'made_at'],
  },
};

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown; [key: string]: unknown };
}

/** Answers the uids whose configuration it changed (none on a second run). */
export async function applySchoolAdminViews(strapi: Core.Strapi): Promise<string[]> {
  const service = strapi.plugin('content-manager').service('content-types');
  const changed: string[] = [];
  for (const [uid, view] of Object.entries(VIEWS)) {
    const model = service.findContentType(uid);
    if (!model) continue;
    const configuration: Configuration = await service.findConfiguration(model);
    const metadatas = { ...configuration.metadatas };
    for (const field of view.readOnly) {
      if (metadatas[field]) metadatas[field] = { ...metadatas[field], edit: { ...metadatas[field].edit, editable: false } };
    }
    const settings = view.sort ? { ...configuration.settings, defaultSortBy: view.sort.field, defaultSortOrder: view.sort.order } : configuration.settings;
    const next = { settings, metadatas, layouts: { ...configuration.layouts, list: view.list } };
    if (JSON.stringify(next) === JSON.stringify({ settings: configuration.settings, metadatas: configuration.metadatas, layouts: configuration.layouts }))
      continue;
    await service.updateConfiguration(model, next);
    changed.push(uid);
  }
  return changed;
}
