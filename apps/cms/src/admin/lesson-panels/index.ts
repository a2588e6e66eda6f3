/**
 * Writing a lesson from the lesson: the content manager's edit-view side panels of Lessons and
 * Activity pages (docs/product.md, "Writing a lesson from the lesson"), added through the content
 * manager's own extension point.
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { ActivitySlideshowPanel, LessonsWithActivityPanel } from './ActivityPanels';
import { LessonActivitiesPanel } from './LessonActivitiesPanel';

interface ContentManagerApis {
  addEditViewSidePanel: (panels: unknown[]) => void;
}

export function addLessonBuildingPanels(app: StrapiApp): void {
  const contentManager = app.getPlugin('content-manager');
  (contentManager.apis as unknown as ContentManagerApis).addEditViewSidePanel([LessonActivitiesPanel, ActivitySlideshowPanel, LessonsWithActivityPanel]);
}
