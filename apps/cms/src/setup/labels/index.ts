/** Every labelled content type and component, by uid. Applied at start by ../apply-labels.ts. */
import * as site from './site';
import * as teaching from './teaching';
import * as schools from './schools';
import { parts, slides } from './components';
import type { FieldLabels } from './types';

export const FIELD_LABELS: Record<string, FieldLabels> = {
  'api::audience.audience': teaching.audience,
  'api::programme.programme': teaching.programme,
  'api::scheme.scheme': teaching.scheme,
  'api::lesson.lesson': teaching.lesson,
  'api::activity-page.activity-page': teaching.activityPage,
  'api::activity-option.activity-option': teaching.activityOption,
  'api::activity-slideshow.activity-slideshow': teaching.activitySlideshow,
  'api::film.film': teaching.film,
  'api::activity-section.activity-section': teaching.activitySection,
  'api::activity-library.activity-library': teaching.activityLibrary,
  'api::audio-page.audio-page': teaching.audioPage,
  'api::audio-page-container.audio-page-container': teaching.audioCollection,
  'api::audio-library.audio-library': teaching.audioLibrary,
  'api::at-home-library.at-home-library': teaching.atHomeLibrary,
  'api::learning-strand.learning-strand': teaching.learningStrand,
  'api::custom-scheme-builder.custom-scheme-builder': teaching.customUnitBuilder,
  'api::custom-scheme-plan.custom-scheme-plan': teaching.customUnitPlan,
  'api::age-group.age-group': teaching.ageGroup,
  'api::year-group.year-group': teaching.yearGroup,
  'api::curriculum-area.curriculum-area': teaching.curriculumArea,
  'api::musical-dimension.musical-dimension': teaching.musicalDimension,
  'api::membership.membership': schools.schoolMembership,
  'api::home-page.home-page': site.homePage,
  'api::landing-page.landing-page': site.landingPage,
  'api::project.project': site.project,
  'api::live-programme.live-programme': site.liveProgramme,
  'api::live-production.live-production': site.liveProduction,
  'api::live-performance.live-performance': site.livePerformance,
  'api::cpd.cpd': site.cpd,
  'api::cpd-live-event.cpd-live-event': site.cpdLiveEvent,
  'api::cpd-session.cpd-session': site.cpdSession,
  'api::sign-up-page.sign-up-page': site.signUpPage,
  'api::pricing.pricing': site.pricing,
  'api::privacy-policy.privacy-policy': site.privacyPolicy,
  'api::terms-and-condition.terms-and-condition': site.termsAndConditions,
  'api::member-account.member-account': schools.schoolAccount,
  'api::school-invoice.school-invoice': schools.schoolInvoice,
  'api::school-account-change.school-account-change': schools.schoolAccountChange,
  ...slides,
  ...parts,
};
