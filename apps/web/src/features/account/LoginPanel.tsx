/**
 * The login panel as a modal, opened from the header or the footer (docs/product.md, "Login"). The
 * native dialog keeps focus inside while open and closes on Escape; it closes itself once logged
 * in.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoginForm } from './LoginForm';

interface LoginPanel {
  /** Opens the panel; `onLoggedIn` runs with the teacher's role type once they have logged in. */
  open: (onLoggedIn?: (roleType?: string) => void) => void;
}

const LoginPanelContext = createContext<LoginPanel | undefined>(undefined);

export function LoginPanelProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const afterLogin = useRef<((roleType?: string) => void) | undefined>(undefined);
  // The provider buttons ask the CMS which providers are on: only once the panel has been opened, not on every page.
  const [opened, setOpened] = useState(false);

  const open = useCallback((onLoggedIn?: (roleType?: string) => void) => {
    afterLogin.current = onLoggedIn;
    setOpened(true);
    dialog.current?.showModal();
  }, []);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <LoginPanelContext.Provider value={value}>
      {children}
      <dialog ref={dialog} className="login-dialog" aria-label="Log in" onClose={() => (afterLogin.current = undefined)}>
        <button type="button" className="button button--outline button--small login-dialog__close" onClick={() => dialog.current?.close()}>
          Close <span aria-hidden="true">×</span>
        </button>
        <LoginForm
          providerButtons={opened}
          onLoggedIn={(roleType) => {
            dialog.current?.close();
            afterLogin.current?.(roleType);
            afterLogin.current = undefined;
          }}
        />
      </dialog>
    </LoginPanelContext.Provider>
  );
}

export function useLoginPanel(): LoginPanel {
  const panel = useContext(LoginPanelContext);
  if (!panel) throw new Error('useLoginPanel is used outside LoginPanelProvider');
  return panel;
}
