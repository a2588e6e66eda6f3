/** Where a document is shown on the site, for the admin panel's preview button (null: nowhere). */
import type { Core } from '@strapi/strapi';
import type { PreviewScope } from './preview-token';
import { ACTIVITY_UID, SLIDESHOW_UID } from '../content-types';

type Doc = Record<string, any> | null;

async function find(strapi: Core.Strapi, uid: string, documentId: string, populate: Record<string, unknown> = {}): Promise<Doc> {
  return strapi.documents(uid as never).findOne({ documentId, status: 'draft', populate } as never) as Promise<Doc>;
}

export async function sitePathFor(strapi: Core.Strapi, uid: string, documentId: string | undefined): Promise<string | null> {
  switch (uid) {
    case 'api::home-page.home-page':
      return '/';
    case 'api::privacy-policy.privacy-policy':
      return '/privacy';
    case 'api::terms-and-condition.terms-and-condition':
      return '/terms-and-conditions';
    case 'api::sign-up-page.sign-up-page':
      return '/subscribe';
    case 'api::pricing.pricing':
      return '/pricing';
  }
  if (!documentId) return null;
  switch (uid) {
    case 'api::audience.audience': {
      const audience = await find(strapi, uid, documentId);
      return audience ? `/${audience.slug}` : null;
    }
    case 'api::programme.programme':
    case 'api::landing-page.landing-page': {
      const item = await find(strapi, uid, documentId, { audience: true });
      return item ? `/${item.audience?.slug ?? '-'}/${item.slug}` : null;
    }
    case 'api::project.project': {
      const project = await find(strapi, uid, documentId, { audience: true });
      return project ? `/${project.audience?.slug ?? '-'}/project/${project.slug}` : null;
    }
    case 'api::live-programme.live-programme': {
      const live = await find(strapi, uid, documentId);
      return live ? `/live/${live.slug}` : null;
    }
    case 'api::scheme.scheme': {
      const unit = await find(strapi, uid, documentId, { programme: { populate: { audience: true } } });
      return unit?.programme ? `/${unit.programme.audience?.slug ?? '-'}/${unit.programme.slug}/unit/${documentId}` : null;
    }
    case 'api::lesson.lesson': {
      const lesson = await find(strapi, uid, documentId, { scheme: { populate: { programme: { populate: { audience: true } } } } });
      const programme = lesson?.scheme?.programme;
      return programme ? `/${programme.audience?.slug ?? '-'}/${programme.slug}/unit/${lesson!.scheme.documentId}/lesson/${documentId}` : null;
    }
    case 'api::activity-page.activity-page':
      return `/-/-/activity/${documentId}`;
    case 'api::activity-option.activity-option': {
      const option = await find(strapi, uid, documentId, { activity_page: true });
      return option?.activity_page ? `/-/-/activity/${option.activity_page.documentId}/${documentId}` : null;
    }
    case 'api::activity-section.activity-section':
      return `/-/-/activity-filter/${documentId}`;
    case 'api::activity-library.activity-library':
      return '/-/-/activity-filter';
    case 'api::audio-page.audio-page':
      return `/audiolibrary/page/${documentId}`;
    case 'api::audio-page-container.audio-page-container':
      return `/audiolibrary/collection/${documentId}`;
    case 'api::audio-library.audio-library':
      return '/audiolibrary';
    default:
      return null;
  }
}

/**
 * The page the preview button opens and the document its token shows as a draft. A slideshow has no
 * page of its own: it is opened on its activity's slides (lesson mode), inside the site's slideshow
 * preview (/preview/slides/{activity}: the whole 16:9 board, or the presenter view, scaled into the
 * preview pane; apps/web/src/features/editor-preview), with the token scoped to the slideshow itself,
 * whose draft is shown where that page reaches it (preview/preview-reads.ts); the
 * activity page around it is read as the editor's site login reads it.
 */
export async function previewTargetFor(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
): Promise<{ path: string; scope: PreviewScope } | null> {
  if (uid === SLIDESHOW_UID) {
    if (!documentId) return null;
    const activity = (await strapi
      .documents(ACTIVITY_UID as never)
      .findFirst({ filters: { activity_slideshow: { documentId } }, status: 'draft', fields: ['documentId'] } as never)) as Doc;
    return activity ? { path: `/preview/slides/${activity.documentId}`, scope: { uid, documentId } } : null;
  }
  const path = await sitePathFor(strapi, uid, documentId);
  return path ? { path, scope: { uid, documentId } } : null;
}
