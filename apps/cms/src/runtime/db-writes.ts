/** Calls `react` after every database write (create, update, delete) to a model `concerns` picks out. */
import type { Core } from '@strapi/strapi';

const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);

export function afterWritesTo(strapi: Core.Strapi, concerns: (uid: string) => boolean, react: () => void): void {
  strapi.db.lifecycles.subscribe((event: { action: string; model: { uid: string } }) => {
    if (WRITES.has(event.action) && concerns(event.model.uid)) react();
  });
}
