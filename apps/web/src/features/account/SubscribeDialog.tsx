/**
 * The Subscribe dialog (docs/product.md, "Gated links and the Subscribe dialog"): shown to a
 * logged-in teacher without an active subscription who follows a link to teaching content.
 */
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { RenewOffer } from './RenewOffer';

export const NEEDS_SUBSCRIPTION = 'You need an active subscription to access this content.';

const SubscribeDialogContext = createContext<{ open: () => void } | undefined>(undefined);

export function SubscribeDialogProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = useCallback(() => dialog.current?.showModal(), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <SubscribeDialogContext.Provider value={value}>
      {children}
      <dialog ref={dialog} className="login-dialog" aria-labelledby="subscribe-dialog-title">
        <button type="button" className="button button--outline button--small login-dialog__close" onClick={() => dialog.current?.close()}>
          Close <span aria-hidden="true">×</span>
        </button>
        <h2 id="subscribe-dialog-title">Subscribe to Orchestra Classroom</h2>
        <p>{NEEDS_SUBSCRIPTION}</p>
        <RenewOffer sayWhenEnded onChoose={() => dialog.current?.close()} />
      </dialog>
    </SubscribeDialogContext.Provider>
  );
}

export function useSubscribeDialog(): { open: () => void } {
  const context = useContext(SubscribeDialogContext);
  if (!context) throw new Error('useSubscribeDialog is used outside SubscribeDialogProvider');
  return context;
}
