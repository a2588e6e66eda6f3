/** The caller's own account summary (docs/product.md, "Your Account"); the caller is the user in the token. */
import type { Core } from '@strapi/strapi';
import { accessSummary } from '../../../accounts/access-summary';

type Ctx = { state: { user: { id: number } }; body: unknown };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async access(ctx: Ctx) {
    ctx.body = await accessSummary(strapi, ctx.state.user.id);
  },
});
