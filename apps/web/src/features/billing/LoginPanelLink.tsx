import { useLoginPanel } from '../account/LoginPanel';

/** "Log in" as a link-styled button that opens the login panel. */
export function LoginPanelLink() {
  const login = useLoginPanel();
  return (
    <button type="button" className="link-button" onClick={() => login.open()}>
      Log in
    </button>
  );
}
