/**
 * The school's record as a CSV file (docs/teaching-record.md, "Exports"): GET
 * /api/school-record/entries.csv?schoolYear=2026&term=autumn with the owner's token. The school is
 * the one the token's teacher owns; anyone else is refused (403) by the service.
 */
import type { Core } from '@strapi/strapi';
import { parseArguments } from '../../../validation/issues';
import type { SchoolRecordService } from '../services/school-record';
import { schoolRecordArguments } from '../validation';

type Ctx = {
  state: { user: { id: number } };
  query: unknown;
  body: unknown;
  set: (field: string, value: string) => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async entriesCsv(ctx: Ctx) {
    const service = strapi.service('api::school-record.school-record') as unknown as SchoolRecordService;
    // The owner first: a caller who owns no school learns nothing from how their query is spelt.
    await service.ownedSchool(ctx.state.user.id);
    const period = parseArguments(schoolRecordArguments.csv, ctx.query);
    const { filename, csv } = await service.csv(ctx.state.user.id, period);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = csv;
  },
});
