/**
 * An editor extends or ends a school account by hand (apps/cms/docs/school-invoices.md, "Editors"):
 * creating a School account change, with a note saying why, sets the school's `active_until` (the
 * date given; or now, to end it). Who made it and when, and what it replaced, are written by the
 * server, whatever the form sent. A change is never edited or deleted afterwards: the changes are
 * the audit of who did what, when.
 */
import { errors } from '@strapi/utils';
import { now } from '../../../../runtime/clock';
import { MEMBER_ACCOUNT_UID } from '../../../../content-types';

export const NOTE_REQUIRED = 'Please write a note saying why (who asked, what was agreed): it is kept with the change.';
export const SCHOOL_REQUIRED = 'Please choose the school account to change.';
export const UNTIL_REQUIRED = 'Please give the date the school’s access should last until (in the future). To end it now, choose “end”.';
export const CHANGES_ARE_KEPT = 'A school account change is kept as it was made. To change the school again, add a new change with a note.';

interface LifecycleEvent {
  params: { data: Record<string, unknown>; where?: unknown };
  result?: { id: number };
  state: Record<string, unknown>;
}

/** The account id a relation value names, however the content manager or a service spelt it. */
function relatedId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (Array.isArray(value)) return value.length === 1 ? relatedId(value[0]) : undefined;
  if (value && typeof value === 'object') {
    const object = value as { id?: unknown; connect?: unknown; set?: unknown };
    if (object.id !== undefined) return relatedId(object.id);
    return relatedId(object.set ?? object.connect);
  }
  return undefined;
}

/** The admin panel user making the request, as "Name <email>". */
function madeBy(): string {
  const user = strapi.requestContext.get()?.state?.user as { firstname?: string; lastname?: string; email?: string } | undefined;
  if (!user?.email) return 'the server';
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return name ? `${name} <${user.email}>` : user.email;
}

export default {
  async beforeCreate(event: LifecycleEvent) {
    const { data } = event.params;
    const note = typeof data.note === 'string' ? data.note.trim() : '';
    if (!note) throw new errors.ValidationError(NOTE_REQUIRED, { errors: [{ path: ['note'], message: NOTE_REQUIRED, name: 'ValidationError' }] });
    const accountId = relatedId(data.member_account);
    const account = accountId ? await strapi.db.query(MEMBER_ACCOUNT_UID).findOne({ where: { id: accountId }, select: ['id', 'active_until'] }) : null;
    if (!account)
      throw new errors.ValidationError(SCHOOL_REQUIRED, { errors: [{ path: ['member_account'], message: SCHOOL_REQUIRED, name: 'ValidationError' }] });
    const at = now();
    let until: Date;
    if (data.action === 'end') {
      until = at;
    } else {
      until = data.until ? new Date(data.until as string) : new Date(NaN);
      if (Number.isNaN(until.getTime()) || until <= at) {
        throw new errors.ValidationError(UNTIL_REQUIRED, { errors: [{ path: ['until'], message: UNTIL_REQUIRED, name: 'ValidationError' }] });
      }
    }
    Object.assign(data, {
      action: data.action === 'end' ? 'end' : 'extend',
      note,
      until: until.toISOString(),
      previous_until: account.active_until ? new Date(account.active_until).toISOString() : null,
      made_by: madeBy(),
      made_at: at.toISOString(),
    });
    event.state.accountId = account.id;
    event.state.until = until.toISOString();
  },

  async afterCreate(event: LifecycleEvent) {
    const accountId = event.state.accountId as number | undefined;
    if (!accountId) return;
    await strapi.db.query(MEMBER_ACCOUNT_UID).update({ where: { id: accountId }, data: { active_until: event.state.until } });
  },

  beforeUpdate() {
    throw new errors.ApplicationError(CHANGES_ARE_KEPT);
  },
  beforeUpdateMany() {
    throw new errors.ApplicationError(CHANGES_ARE_KEPT);
  },
  beforeDelete() {
    throw new errors.ApplicationError(CHANGES_ARE_KEPT);
  },
  beforeDeleteMany() {
    throw new errors.ApplicationError(CHANGES_ARE_KEPT);
  },
};
