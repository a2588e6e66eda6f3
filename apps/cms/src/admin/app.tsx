// The editors' admin panel: Strapi's own settings for what greets an editor. The guided tour is
// turned off on the server (src/setup/guided-tour.ts); telemetry in package.json.
import type { StrapiApp } from '@strapi/strapi/admin';
import { addLessonBuildingPanels } from './lesson-panels';
import { addContentGroupWidgets } from './content-widgets';
import { showProfileUntilPasswordChanged } from './initial-password';
import { addTimedWordsField } from './timed-words';
import { styleSlideTemplatePicker } from './slide-templates';
import { offerOnlyPermittedMenuEntries } from './editor-menus';
import { YES_NO_TRANSLATIONS } from './yes-no';
import { addReachReport } from './reach';

export default {
  config: {
    locales: ['en'],
    // Strapi's video tutorials and its "new version released" notices are for developers.
    tutorials: false,
    notifications: { releases: false },
    // Yes/no fields read Yes and No, not True and False (src/admin/yes-no).
    translations: { en: YES_NO_TRANSLATIONS },
  },
  register(app: StrapiApp) {
    // The content types in the charity's groups, on the home page (src/admin/content-widgets).
    addContentGroupWidgets(app);
    // The audio slides' "Words on screen" field, with its tap-along editor (src/admin/timed-words).
    addTimedWordsField(app);
    // The charity's reach report, a page of its own in the main menu (src/admin/reach).
    addReachReport(app);
  },
  bootstrap(app: StrapiApp) {
    // Strapi's "Introducing the new Media Library" banner has no setting: it shows until dismissed,
    // and remembers that in the browser, per project id (which this project leaves unset: false).
    window.localStorage.setItem('STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:false', 'true');
    // The side panels that let an editor write a lesson's activities and an activity's slideshow
    // without leaving the lesson (src/admin/lesson-panels).
    addLessonBuildingPanels(app);
    // A first administrator who logged in with the deployment's one-time password changes it first.
    showProfileUntilPasswordChanged();
    // The slide template picker shows each layout's picture, full name and when to use it (src/admin/slide-templates).
    styleSlideTemplatePicker();
    // "Edit the model" and "Configure the view" only for those who may open them (src/admin/editor-menus).
    offerOnlyPermittedMenuEntries(app);
  },
};
