/**
 * The admin panel's home: the content types in the charity's groups (src/setup/content-groups.ts),
 * as home-page widgets (the curriculum's fixed lists read only). "Accounts" is shown only to those who may read teachers' subscriptions
 * (administrators): the widget asks for that permission, and the Charity editor role lacks it.
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import { Book, Layout, User } from '@strapi/icons';
import { ACCOUNT_CONTENT_TYPES, CURRICULUM_TAXONOMY_TYPES, SITE_CONTENT_TYPES, TEACHING_CONTENT_TYPES } from '../../setup/content-groups';
import { ContentGroup } from './ContentGroup';

const group = (uids: readonly string[], note: string) => async () =>
  function Group() {
    return <ContentGroup uids={uids} note={note} />;
  };

/** Registered before Strapi's own widgets (last edited entries, profile...), so that an editor meets them first. */
export function addContentGroupWidgets(app: StrapiApp): void {
  const ours = [
    {
      id: 'teaching-content',
      icon: Book,
      title: { id: 'orchestra.widget.teaching', defaultMessage: 'Teaching content' },
      component: group(
        TEACHING_CONTENT_TYPES,
        'What teachers teach with, in the order a unit is built: a programme holds units, a unit lessons, a lesson activities, an activity its slideshow.',
      ),
    },
    {
      id: 'site-pages',
      icon: Layout,
      title: { id: 'orchestra.widget.site', defaultMessage: 'Site pages' },
      component: group(SITE_CONTENT_TYPES, 'The home page, landing pages and projects, the live offer, professional development (CPD) and the legal pages.'),
    },
    {
      id: 'curriculum-lists',
      icon: Book,
      title: { id: 'orchestra.widget.curriculum', defaultMessage: 'Curriculum lists' },
      component: group(
        CURRICULUM_TAXONOMY_TYPES,
        'The year groups, curriculum areas and dimensions units, lessons and activities are tagged with. Fixed lists: pick from them in a unit’s, lesson’s or activity’s fields.',
      ),
    },
    {
      id: 'accounts',
      icon: User,
      title: { id: 'orchestra.widget.accounts', defaultMessage: 'Accounts' },
      component: group(ACCOUNT_CONTENT_TYPES, "Teachers' subscriptions, profiles, school accounts and what they made. For administrators only."),
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'api::subscription.subscription' }],
    },
  ];
  app.widgets.register((strapiWidgets) => [...ours, ...strapiWidgets]);
}
