import { endPreview, previewToken } from '../lib/preview';
import { slidesRoot } from '../lib/slides';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, type UIMatch } from 'react-router';
import { Header } from '../features/navigation/Header';
import { Footer } from '../features/footer/Footer';
import { Breadcrumbs } from './Breadcrumbs';
import { BreadcrumbProvider } from './breadcrumb-state';
import { SessionProvider } from '../features/account/SessionProvider';
import { LoginPanelProvider } from '../features/account/LoginPanel';
import { SubscribeDialogProvider } from '../features/account/SubscribeDialog';

/**
 * The page shell (docs/product.md, "Page shell"): header, breadcrumbs, the page and the footer. On
 * every path change it scrolls to the top and moves keyboard focus to the new page's main region.
 */
/**
 * Shown while an editor previews drafts (lib/preview.ts). Its height is kept in
 * `--preview-notice-height`, so that a full-screen page (lesson mode, the slideshow preview) fits
 * under it, bottom bar included. Not shown inside the slideshow preview's own frame
 * (features/editor-preview), whose page around it shows it already.
 */
function PreviewNotice() {
  const notice = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--preview-notice-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--preview-notice-height');
    };
  }, []);
  if (!previewToken() || isInSlidesPreviewFrame()) return null;
  return (
    <div className="preview-notice" role="status" ref={notice}>
      Preview: you are seeing drafts as they will look when published.{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          endPreview();
          window.location.reload();
        }}
      >
        Leave preview
      </button>
    </div>
  );
}

function isInSlidesPreviewFrame(): boolean {
  try {
    return typeof window !== 'undefined' && Boolean(window.frameElement?.hasAttribute('data-slides-preview'));
  } catch {
    return false;
  }
}

/**
 * Lesson mode fills the screen with its slide: a lesson mode route whose content loaded leaves out
 * the header, breadcrumbs and footer. (The login wrapper and error views keep them.)
 */
function isLessonMode(matches: UIMatch[]): boolean {
  return matches.some(
    (match) =>
      (match.handle as { lessonMode?: boolean } | undefined)?.lessonMode && Boolean(match.data && typeof match.data === 'object' && 'data' in match.data),
  );
}

/**
 * A route with `handle.ownLayout` draws its own header and footer: the Music at Home pages families
 * open (features/at-home/FamilyLayoutRoute.tsx) have no use for the teachers' navigation.
 */
function hasOwnLayout(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { ownLayout?: boolean } | undefined)?.ownLayout);
}

export function Shell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);
  const matches = useMatches();
  const lessonMode = isLessonMode(matches);
  const teachersChrome = !lessonMode && !hasOwnLayout(matches);
  // Between the slides of one lesson-mode page nothing loads: a progress bar would only cost each move a style recalculation.
  const loading = navigation.state === 'loading' && !(lessonMode && slidesRoot(navigation.location.pathname) === slidesRoot(pathname));

  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // In lesson mode focus stays on the control that moved the slide; the slide count announces the change.
    if (!lessonMode) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <SessionProvider>
      <LoginPanelProvider>
        <SubscribeDialogProvider>
          <BreadcrumbProvider>
            {loading && <div className="navigation-progress" role="progressbar" aria-label="Loading..." />}
            <PreviewNotice />
            {teachersChrome && <Header />}
            {teachersChrome && <Breadcrumbs />}
            <Outlet />
            {teachersChrome && <Footer />}
          </BreadcrumbProvider>
        </SubscribeDialogProvider>
      </LoginPanelProvider>
    </SessionProvider>
  );
}
