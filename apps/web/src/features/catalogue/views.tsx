/**
 * The programme, landing page and project views. They are reached from several routes (the
 * feature-box link shapes in docs/product.md, "Feature boxes"), so each view is shared by the
 * routes that show it.
 */
import { Link, useLocation } from 'react-router';
import { ProjectActivitiesDocument } from '../../graphql/generated';
import { Spinner } from '../../app/StatusViews';
import { DocumentList } from '../../ui/DocumentList';
import { ActivityCardList } from './ActivityCards';
import { TeachingNotice } from '../teaching-gate/teaching-gate';
import { useTeachingQuery } from '../teaching-gate/teaching-query';
import type { LandingPageFieldsFragment, ProgrammeFieldsFragment, ProjectFieldsFragment } from '../../graphql/generated';
import { useDocumentTitle } from '../../lib/document-title';
import { useAudienceColours } from './audience-colours';
import { Banner } from '../../ui/Banner';
import { FeatureBox } from '../../ui/FeatureBox';
import { RichText } from '../../ui/RichText';
import '../../ui/feature-box.css';
import { GatedLink } from '../account/GatedLink';
import { AtHomeLinkBox } from '../at-home/AtHomeLinkBox';
import { useSession } from '../account/SessionProvider';

export function ProgrammeView({ programme }: { programme: ProgrammeFieldsFragment }) {
  useDocumentTitle(programme.title);
  useAudienceColours(programme.audience?.slug);
  const base = `/${programme.audience?.slug}/${programme.slug}`;
  const units = programme.units.filter((unit) => unit != null);
  // A teacher who already has access is not asked to subscribe.
  const { canAccessContent } = useSession();
  return (
    <main id="main" tabIndex={-1}>
      <Banner title={programme.title} theme={programme.theme}>
        {programme.blurb && <p>{programme.blurb}</p>}
      </Banner>
      <div className="page">
        {!programme.released && <p className="notice">This programme is coming soon: its lessons are still being written.</p>}
        <RichText content={programme.introduction} />
        <section aria-labelledby="programme-units">
          <h2 id="programme-units">Units of work</h2>
          {programme.schemes_intro && <p>{programme.schemes_intro}</p>}
          {units.length === 0 ? (
            <p>Units for this programme are on their way.</p>
          ) : (
            <ul className="card-list">
              {units.map((unit) => (
                <li key={unit.documentId} className="card">
                  <GatedLink to={`${base}/unit/${unit.documentId}`} className="card__link">
                    <span className="card__title">{unit.title}</span>
                  </GatedLink>
                  {unit.blurb && <p>{unit.blurb}</p>}
                </li>
              ))}
            </ul>
          )}
          {programme.has_custom_units && (
            <p className="custom-units-link">
              <GatedLink to={`${base}/custom-unit`} className="button button--outline">
                Your units of work
              </GatedLink>{' '}
              <GatedLink to={`${base}/create-unit`} className="link-button">
                Build your own unit
              </GatedLink>
            </p>
          )}
        </section>
        {programme.audience?.slug && <AtHomeLinkBox audience={programme.audience.slug} programme={programme.slug} />}
        <ul className="library-links" aria-label="Libraries">
          <li>
            <LibraryLink to={`${base}/activities`}>Activity Library</LibraryLink>
          </li>
          <li>
            <LibraryLink to={`${base}/audio`}>Audio Library</LibraryLink>
          </li>
          {!canAccessContent && (
            <li>
              <Link className="button button--outline" to="/subscribe">
                Subscribe
              </Link>
            </li>
          )}
        </ul>
      </div>
    </main>
  );
}

export function LandingPageView({ page }: { page: LandingPageFieldsFragment }) {
  useDocumentTitle(page.title);
  useAudienceColours(page.audience?.slug);
  const audienceSlug = page.audience?.slug ?? '-';
  const features = (page.features ?? []).filter((box) => box != null);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{page.title}</h1>
      <RichText content={page.main_text} />
      <ul className="feature-grid" aria-label={`${page.title} features`}>
        {features.map((box) => (
          <li key={box.id}>
            <FeatureBox box={box} context={{ kind: 'landing-page', audienceSlug, landingSlug: page.slug }} />
          </li>
        ))}
      </ul>
    </main>
  );
}

/** The activity-library link, or 'link to activity library not available' when its path has an unknown part (docs/product.md, "Programme pages"). */
export function LibraryLink({ to, children }: { to: string; children: React.ReactNode }) {
  if (to.includes('undefined')) return <span className="muted">link to activity library not available</span>;
  return (
    <GatedLink className="button" to={to}>
      {children}
    </GatedLink>
  );
}

export function ProjectView({ project }: { project: ProjectFieldsFragment }) {
  useDocumentTitle(project.title);
  useAudienceColours(project.audience?.slug);
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{project.title}</h1>
      {project.main_image && <img className="project__image" src={project.main_image.url} alt={project.main_image.alternativeText ?? ''} />}
      <RichText content={project.main_text} />
      <section aria-labelledby="project-activities">
        <h2 id="project-activities">{project.explore_activities_title || 'Explore the activities'}</h2>
        <ProjectActivities projectId={project.documentId} prefix={`${pathname.replace(/\/+$/, '')}/activity`} />
      </section>
    </main>
  );
}

/** A project's activity pages and documents: teaching content, loaded for subscribers only. */
function ProjectActivities({ projectId, prefix }: { projectId: string; prefix: string }) {
  const state = useTeachingQuery(ProjectActivitiesDocument, { project: projectId });
  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'gated') return <TeachingNotice gate={state.gate} />;
  if (state.status === 'failed') return <p className="notice notice--error">{state.message}</p>;
  const activities = state.data.project?.activity_pages.filter((a) => a != null) ?? [];
  return (
    <>
      <ActivityCardList activities={activities} prefix={prefix} />
      <DocumentList documents={state.data.project?.documents} heading="Project documents" />
    </>
  );
}
