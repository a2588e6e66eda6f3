/**
 * Editors hear the recordings they time words to (docs/product.md, "Words on screen"): the admin
 * panel's tap-along field fetches a slide's recording with the editor's own admin token (a bearer
 * header; never a cookie), and the file door (middlewares/protected-files.ts) sends it when that
 * token belongs to an active admin session whose user may read the media library.
 */
import type { Core } from '@strapi/strapi';
import { bearerTokenOf } from '../accounts/caller';

type AdminSessions = {
  validateAccessToken(token: string): { isValid: boolean; payload?: { userId: string; sessionId: string } };
  isSessionActive(sessionId: string): Promise<boolean>;
};
type Ability = { can(action: string): boolean };

export async function isMediaEditor(strapi: Core.Strapi, authorization: string | undefined): Promise<boolean> {
  const token = bearerTokenOf(authorization);
  if (!token) return false;
  const manager = (strapi as unknown as { sessionManager?: (origin: string) => AdminSessions }).sessionManager;
  if (!manager) return false;
  let result: ReturnType<AdminSessions['validateAccessToken']>;
  try {
    result = manager('admin').validateAccessToken(token);
  } catch {
    return false;
  }
  if (!result.isValid || !result.payload) return false;
  if (!(await manager('admin').isSessionActive(result.payload.sessionId))) return false;
  const id = Number(result.payload.userId);
  if (!Number.isInteger(id)) return false;
  const user = await strapi.db.query('admin::user').findOne({ where: { id }, populate: ['roles'] });
  if (!user || user.isActive !== true) return false;
  const engine = (strapi.service('admin::permission') as unknown as { engine: { generateUserAbility(user: unknown): Promise<Ability> } }).engine;
  return (await engine.generateUserAbility(user)).can('plugin::upload.read');
}
