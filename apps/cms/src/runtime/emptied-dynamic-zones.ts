/**
 * Works around a Strapi 5 bug (5.54.0) that leaves broken rows behind: saving a dynamic zone as
 * empty (a playlist whose last item is removed, an editor clearing a zone) deletes the zone's
 * component rows, but Strapi's database layer rewrites a dynamic zone's join table (`<type>_cmps`)
 * only when the new list has items, so the old join rows stay, pointing at components that no
 * longer exist. Reads skip them, but `npm run check-database` rightly reports them
 * (docs/operations.md). After such an update, in the same transaction, this removes them.
 */
import type { Core } from '@strapi/strapi';

interface MorphJoinTable {
  name: string;
  joinColumn: { name: string };
  on?: Record<string, unknown>;
}

interface UpdateEvent {
  action: string;
  model: { uid: string };
  params?: { data?: Record<string, unknown> };
  result?: { id?: number | string } | null;
}

export function removeLinksOfEmptiedDynamicZones(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    async afterUpdate(event: UpdateEvent) {
      const data = event.params?.data;
      const id = event.result?.id;
      if (!data || id == null) return;
      const { attributes } = strapi.db.metadata.get(event.model.uid) as unknown as { attributes: Record<string, any> };
      for (const [name, attribute] of Object.entries(attributes)) {
        if (attribute.type !== 'relation' || attribute.relation !== 'morphToMany' || !attribute.joinTable) continue;
        const value = data[name];
        if (!(value === null || (Array.isArray(value) && value.length === 0))) continue;
        const joinTable = attribute.joinTable as MorphJoinTable;
        // The query builder joins the transaction the update runs in.
        await strapi.db.entityManager
          .createQueryBuilder(joinTable.name)
          .delete()
          .where({ [joinTable.joinColumn.name]: id, ...joinTable.on })
          .execute();
      }
    },
  } as never);
}
