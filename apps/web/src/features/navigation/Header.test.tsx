import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Header } from './Header';

vi.mock('../account/SessionProvider', () => ({ useSession: () => ({ isLoggedIn: false, profile: null, logOut: vi.fn() }) }));
vi.mock('../account/LoginPanel', () => ({ useLoginPanel: () => ({ open: vi.fn() }) }));

afterEach(cleanup);

// jsdom has <dialog> without its methods; the header closes its off-canvas menu on every route change.
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};

function showHeader() {
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => ({ audiences: [] }), element: <Header /> }]);
  render(<RouterProvider router={router} />);
}

describe('Header', () => {
  it('shows the product logo as an image named by the product, linking home', async () => {
    showHeader();
    const home = await screen.findByRole('link', { name: 'Orchestra Classroom home' });
    const logo = within(home).getByRole('img', { name: 'Orchestra Classroom' });
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toBe('/logo-inverted.svg');
    expect(home.getAttribute('href')).toBe('/');
  });

  it('shows the dark-on-light logo in the off-canvas menu', async () => {
    showHeader();
    await screen.findByRole('link', { name: 'Orchestra Classroom home' });
    const menu = document.querySelector<HTMLElement>('dialog.off-canvas')!;
    const logo = within(menu).getByRole('img', { name: 'Orchestra Classroom', hidden: true });
    expect(logo.getAttribute('src')).toBe('/logo.svg');
  });
});
