/**
 * Yes/no fields read "Yes" and "No". Strapi's boolean input (the edit view's toggle, shown in capitals)
 * and the list view's boolean cells both take their words from the same two messages, which read
 * "True" and "False"; the admin panel's own translations replace them, which is Strapi's documented
 * way to change its wording (config.translations), so no component of Strapi's is replaced.
 */
export const YES_NO_TRANSLATIONS = {
  'app.components.ToggleCheckbox.on-label': 'Yes',
  'app.components.ToggleCheckbox.off-label': 'No',
};
