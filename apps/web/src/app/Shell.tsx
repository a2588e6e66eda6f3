import { endPreview, previewToken } from '../lib/preview';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Header } from '../features/navigation/Header';
import { Footer } from '../features/footer/Footer';
import { Breadcrumbs } from './Breadcrumbs';
import { BreadcrumbProvider } from './breadcrumb-state';
import { SessionProvider } from '../features/account/SessionProvider';
import { LoginPanelProvider } from '../features/account/LoginPanel';
import { SubscribeDialogProvider } from '../features/account/SubscribeDialog';

/**
 * The page shell (spec part 1 §2.1): header, breadcrumbs, the page and the footer. On every path
 * change it scrolls to the top and moves keyboard focus to the new page's main region.
 */
/** Shown while an editor previews drafts (lib/preview.ts). */
function PreviewNotice() {
  if (!previewToken()) return null;
  return (
    <div className="preview-notice" role="status">
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

export function Shell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <SessionProvider>
      <LoginPanelProvider>
        <SubscribeDialogProvider>
          <BreadcrumbProvider>
            {navigation.state === 'loading' && <div className="navigation-progress" role="progressbar" aria-label="Loading..." />}
            <PreviewNotice />
            <Header />
            <Breadcrumbs />
            <Outlet />
            <Footer />
          </BreadcrumbProvider>
        </SubscribeDialogProvider>
      </LoginPanelProvider>
    </SessionProvider>
  );
}
