import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import FamilyLayoutRoute, { handle, type FamilyPageHandle } from './FamilyLayoutRoute';

afterEach(cleanup);

const LIBRARY = '/primary/sound-explorers/at-home/y4xrFpQX';

const libraryPage: FamilyPageHandle<{ title: string }> = { libraryTitle: (library) => library.title };
const activityPage: FamilyPageHandle<{ library: { title: string } }> = { libraryTitle: (activity) => activity.library.title };

function showFamilyPage(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:audience/:programme/at-home/:library',
        element: <FamilyLayoutRoute />,
        handle,
        children: [
          { index: true, loader: () => ({ title: 'Sound Explorers at home' }), handle: libraryPage, element: <main id="main">The library</main> },
          {
            path: ':activity',
            loader: ({ params }) => {
              if (params.activity === 'gone') throw new Error('not available');
              return { library: { title: 'Sound Explorers at home' } };
            },
            handle: activityPage,
            element: <main id="main">An activity</main>,
            errorElement: <main id="main">Not available</main>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the family layout of the Music at Home pages (docs/product.md, "Family pages")', () => {
  it("asks the shell to leave out the teachers' header, breadcrumbs and footer", () => {
    expect(handle.ownLayout).toBe(true);
  });

  it("shows the logo without a link into the teachers' site, and the library's title as the current page", async () => {
    showFamilyPage(LIBRARY);
    await screen.findByText('The library');
    const header = screen.getByRole('banner');
    const logo = within(header).getByRole('img', { name: 'Orchestra Classroom' });
    expect(logo.closest('a')).toBeNull();
    const title = within(header).getByRole('link', { name: 'Sound Explorers at home' });
    expect(title.getAttribute('href')).toBe(LIBRARY);
    expect(title.getAttribute('aria-current')).toBe('page');
    expect(within(header).getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it("links an activity's header back to its library", async () => {
    showFamilyPage(`${LIBRARY}/a1`);
    await screen.findByText('An activity');
    const title = within(screen.getByRole('banner')).getByRole('link', { name: 'Sound Explorers at home' });
    expect(title.getAttribute('href')).toBe(LIBRARY);
    expect(title.getAttribute('aria-current')).toBeNull();
  });

  it('reads "Music at Home", without a link, over an error view', async () => {
    showFamilyPage(`${LIBRARY}/gone`);
    await screen.findByText('Not available');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Music at Home')).toBeTruthy();
    expect(
      within(header)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Skip to content']);
  });

  it('keeps only the legal links and the charity line in the footer', async () => {
    showFamilyPage(LIBRARY);
    await screen.findByText('The library');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy policy', '/privacy'],
      ['Terms and Conditions', '/terms-and-conditions'],
    ]);
    expect(footer.textContent).toMatch(/Orchestra Classroom Trust, a company limited by guarantee .* a charity registered in England and Wales/);
  });
});
