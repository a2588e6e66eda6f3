/**
 * A link to teaching content (docs/product.md, "Gated links and the Subscribe dialog"). A visitor
 * gets the login panel and the navigation waits; once logged in, the pending path is followed if
 * their role is active_subscriber, otherwise the Subscribe dialog opens. A logged-in teacher
 * without access gets the Subscribe dialog straight away. The CMS still refuses the content itself
 * to anyone else.
 */
import type { MouseEvent } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router';
import { useLoginPanel } from './LoginPanel';
import { useSession } from './SessionProvider';
import { useSubscribeDialog } from './SubscribeDialog';
import { ACTIVE_SUBSCRIBER } from './session';

export function GatedLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const { isLoggedIn, canAccessContent } = useSession();
  const loginPanel = useLoginPanel();
  const subscribeDialog = useSubscribeDialog();
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || canAccessContent) return;
    event.preventDefault();
    if (isLoggedIn) {
      subscribeDialog.open();
      return;
    }
    loginPanel.open((roleType) => {
      if (roleType === ACTIVE_SUBSCRIBER) navigate(to);
      else subscribeDialog.open();
    });
  }

  return <Link to={to} onClick={handleClick} {...props} />;
}
