// The first administrator's one-time password (src/setup/initial-password.ts): until it is
// changed, the server refuses every call but the profile page's with this code. The panel then
// shows the profile page, where the password is changed, instead of a page of failed requests.
const CHANGE_INITIAL_PASSWORD = 'INITIAL_PASSWORD_NOT_CHANGED';

export function showProfileUntilPasswordChanged() {
  const profilePage = `${(process.env.ADMIN_PATH ?? '/admin').replace(window.location.origin, '').replace(/\/$/, '')}/me`;
  const send = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await send(...args);
    if (response.status === 403 && window.location.pathname !== profilePage) {
      const body = await response
        .clone()
        .json()
        .catch(() => null);
      if (body?.error?.details?.code === CHANGE_INITIAL_PASSWORD) window.location.assign(profilePage);
    }
    return response;
  };
}
