/**
 * No menu entry leads an editor to a page they may not open. The content manager's edit view offers
 * "Edit the model" (the Content-Type Builder) and "Configure the view" in its "…" menu to everyone,
 * whatever their role; the Charity editor may open neither (src/setup/charity-editor-role.ts), and
 * both answered "You don't have the permissions". Here each of the two asks the logged-in user's
 * permissions first and offers itself only to those who may follow it. The other links an editor
 * sees (the main menu, the list view's settings) are already drawn from the permissions by Strapi.
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { useAuth } from '@strapi/strapi/admin';

interface ActionProps {
  model: string;
  collectionType: string;
}

/** A document action as the content manager keeps it: a function component with a type. */
interface DocumentAction {
  (props: ActionProps): unknown;
  type?: string;
  position?: unknown;
}

interface ContentManagerApis {
  addDocumentAction: (reducer: (actions: DocumentAction[]) => DocumentAction[]) => void;
}

/** The permission each guarded action needs, by the action's type. */
export const NEEDED_PERMISSION: Record<string, (props: ActionProps) => string> = {
  'edit-the-model': () => 'plugin::content-type-builder.read',
  'configure-the-view': ({ collectionType }) => `plugin::content-manager.${collectionType}.configure-view`,
};

function offeredOnlyWithPermission(action: DocumentAction, needed: (props: ActionProps) => string): DocumentAction {
  const guarded: DocumentAction = (props) => {
    const permissions = useAuth('EditorMenus', (state) => state.permissions);
    // The original is always called, so the hooks it uses run in the same order on every render.
    const description = action(props);
    return permissions.some((permission) => permission.action === needed(props)) ? description : null;
  };
  guarded.type = action.type;
  guarded.position = action.position;
  return guarded;
}

export function offerOnlyPermittedMenuEntries(app: StrapiApp): void {
  const contentManager = app.getPlugin('content-manager').apis as unknown as ContentManagerApis;
  contentManager.addDocumentAction((actions) =>
    actions.map((action) => {
      const needed = action.type ? NEEDED_PERMISSION[action.type] : undefined;
      return needed ? offeredOnlyWithPermission(action, needed) : action;
    }),
  );
}
