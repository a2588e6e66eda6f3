import { expect, test } from '@playwright/test';
import { expectAccessible, visit, waitForPage, withoutFirstViews } from '../helpers/pages';
import { keepLogin, registerAccount, registerTeacher } from '../helpers/session';
import { firstLesson } from '../helpers/catalogue';

test.describe('home page', () => {
  test('shows the home content, a card per audience and promo boxes, without breadcrumbs', async ({ page }) => {
    await visit(page, '/');
    await expect(page).toHaveTitle('Welcome to Orchestra Classroom');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orchestra Classroom' })).toBeVisible();
    const audiences = page.getByRole('list', { name: 'Audiences' });
    for (const [title, slug] of [
      ['Primary', 'primary'],
      ['Secondary', 'secondary'],
      ['SEND', 'send'],
      ['Live', 'live'],
    ]) {
      await expect(audiences.getByRole('link', { name: `Explore ${title}` })).toHaveAttribute('href', `/${slug}`);
    }
    const promos = page.getByRole('list', { name: 'News and offers' }).getByRole('listitem');
    await expect(promos).toHaveCount(3);
    // A link button only where the promo box has a link.
    await expect(promos.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });

  test("a subscriber's home shows their playlists and no offer to subscribe; a programme page neither", async ({ page }) => {
    const { token } = await registerTeacher(page, 'home');
    const title = `Home playlist ${Date.now()}`;
    const created = await page.request.post('/graphql', {
      headers: { Authorization: `Bearer ${token}` },
      data: { query: `mutation { createPlaylist(title: "${title}", items: []) { documentId } }` },
    });
    const playlist = (await created.json()).data.createPlaylist.documentId;
    await visit(page, '/');
    const yours = page.getByRole('region', { name: 'Your playlists' });
    await expect(yours.getByRole('link', { name: title })).toHaveAttribute('href', `/playlists/${playlist}`);
    await expect(yours.getByRole('link', { name: /^All your playlists \(\d+\)$/ })).toHaveAttribute('href', '/playlists');
    const promos = page.getByRole('list', { name: 'News and offers' }).getByRole('listitem');
    await expect(promos).toHaveCount(2);
    await expect(page.getByRole('main').getByRole('link', { name: /subscribe/i })).toHaveCount(0);
    await expectAccessible(page);
    await visit(page, '/primary/sound-explorers');
    await expect(page.getByRole('list', { name: 'Libraries' }).getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
    // A visitor is still offered both.
    await page.evaluate(() => localStorage.clear());
    await visit(page, '/primary/sound-explorers');
    await expect(page.getByRole('list', { name: 'Libraries' }).getByRole('link', { name: 'Subscribe' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your playlists' })).toHaveCount(0);
  });

  test('a teacher who presented a lesson finds it under "Continue where you left off", on any browser they log in to', async ({ page, browser }) => {
    const account = await registerAccount(page.request, 'continue');
    await keepLogin(page, account);
    await visit(page, '/');
    await expect(page.getByRole('region', { name: 'Your playlists' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Continue where you left off' })).toHaveCount(0);
    const lesson = await firstLesson(page, 'sound-explorers');
    await visit(page, `${lesson.path}/slides`);
    await expect(page.locator('.lesson-overview__card').first()).toBeVisible();

    // Another browser (the classroom's computer), the same teacher.
    const classroom = await browser.newContext();
    const board = await classroom.newPage();
    await keepLogin(board, account);
    await visit(board, '/');
    const recent = board.getByRole('region', { name: 'Continue where you left off' });
    await expect(recent.getByRole('link', { name: new RegExp(lesson.lesson.title) }).first()).toHaveAttribute('href', lesson.path);
    await expect(recent.getByRole('link', { name: new RegExp(`^Present .*${lesson.lesson.title}`) })).toHaveAttribute('href', `${lesson.path}/slides`);
    // The teacher chose Primary as their area of interest: the units published last there.
    const fresh = board.getByRole('region', { name: 'New in your areas' });
    await expect(fresh.getByRole('link').first()).toHaveAttribute('href', /^\/primary\/[^/]+\/unit\/[^/]+$/);
    expect(await fresh.getByRole('link').count()).toBeLessThanOrEqual(4);
    await expect(board.getByRole('region', { name: 'Your units' })).toHaveCount(0);
    await expectAccessible(board);
    await classroom.close();
  });

  test('/welcome/{welcome} adds the welcome message and /login the login prompt', async ({ page }) => {
    await visit(page, '/welcome/new-registration');
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Primary' })).toBeVisible();
    await visit(page, '/login');
    await expect(page.getByRole('heading', { name: 'Log in to Orchestra Classroom' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore SEND' })).toBeVisible();
  });
});

test.describe('navigation menu and audience pages', () => {
  test('reaches an audience page from the menu; preview boxes are greyed and not links', async ({ page }) => {
    await visit(page, '/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Primary' }).click();
    await expect(main.getByText('Orchestra Detectives')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Orchestra Detectives' })).toHaveCount(0);
    await expectAccessible(page);
    await main.getByRole('link', { name: 'Primary home' }).click();
    await expect(page).toHaveURL(/\/primary$/);
    await waitForPage(page);
    await expect(page).toHaveTitle('Primary');
    await expect(page.getByRole('button', { name: 'Primary' })).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);

    const boxes = page.getByRole('list', { name: 'Primary programmes' });
    await expect(boxes.getByRole('link', { name: /Sound Explorers/ })).toHaveAttribute('href', '/primary/sound-explorers');
    const preview = boxes.getByRole('listitem').filter({ hasText: 'Orchestra Detectives' });
    await expect(preview.getByRole('link')).toHaveCount(0);
    await expect(preview.locator('.feature-box')).toHaveCSS('border-top-style', 'dashed');
    await expect(page.getByRole('link', { name: 'Activity Library' })).toHaveAttribute('href', '/primary/activities');
    await expect(page.getByRole('link', { name: 'Audio Library' })).toHaveAttribute('href', '/primary/audiolibrary');

    await boxes.getByRole('link', { name: /Sound Explorers/ }).click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sound Explorers' })).toBeVisible();
    await expect(page).toHaveTitle('Sound Explorers');
    await expectAccessible(page);
  });

  test('menu links follow /{audience}/{slug} for programmes, landing pages, projects and live programmes', async ({ page }) => {
    await visit(page, '/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Secondary' }).click();
    await expect(main.getByRole('link', { name: 'GCSE and beyond' })).toHaveAttribute('href', '/secondary/gcse-and-beyond');
    await main.getByRole('link', { name: 'New Music Commission' }).click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'New Music Commission' })).toBeVisible();
    await main.getByRole('button', { name: 'Live' }).click();
    await main.getByRole('link', { name: 'Schools Concerts' }).click();
    await expect(page).toHaveURL(/\/live\/schools-concerts$/);
    await waitForPage(page);
    await expectAccessible(page);
  });
});

test.describe('breadcrumbs', () => {
  test('derive from the route, resolve slugs to titles, skip the current page and link upwards', async ({ page }) => {
    await visit(page, '/secondary/gcse-and-beyond/programme/film-music-lab');
    await expect(page.getByRole('heading', { level: 1, name: 'Film Music Lab' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    await expect(crumbs).toHaveText(['Home', 'Secondary', 'GCSE and beyond']);
    await crumbs.filter({ hasText: 'GCSE and beyond' }).click();
    await expect(page).toHaveURL(/\/secondary\/gcse-and-beyond$/);
    await waitForPage(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Secondary']);
    // Landing-page features use the landing-page link shapes (docs/product.md, "Feature boxes").
    await expect(page.getByRole('link', { name: /New Music Commission/ })).toHaveAttribute('href', '/secondary/gcse-and-beyond/project/new-music-commission');
  });
});

test.describe('footer and legal pages', () => {
  test('has help links, both logos and the colophon with the current year', async ({ page }) => {
    await visit(page, '/primary');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Help and support' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@orchestra-classroom.example' })).toHaveAttribute(
      'href',
      'mailto:support@orchestra-classroom.example',
    );
    await expect(footer.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Supported by the Public Arts Fund' })).toBeVisible();
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Orchestra Classroom Trust, a company limited by guarantee (no. 08523283) and a charity registered in England and Wales (no. 1155738)`,
    );
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  });
});

test.describe('not found and errors', () => {
  for (const path of [
    '/this/path/does/not/exist/at/all',
    '/no-such-audience',
    '/primary/no-such-programme',
    '/live/no-such-concert',
    '/secondary/project/nope',
  ]) {
    test(`${path} shows the not-found page inside the shell`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { name: 'Lost? That page could not be found.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    });
  }

  test('while the shell data loads it shows the logo and a loading box', async ({ page }) => {
    await withoutFirstViews(page);
    // Held for good: the accessibility scan may take longer than the site's request timeout, and
    // what it scans must still be the loading view.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('query AudiencesAndProgrammes')) await route.continue();
    });
    await page.goto('/secondary', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toContainText('Loading...');
    await expect(page.getByRole('img', { name: 'Orchestra Classroom' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the loading box gives way to the page once the shell data arrives', async ({ page }) => {
    await withoutFirstViews(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query AudiencesAndProgrammes')) await held;
      await route.continue();
    });
    await page.goto('/secondary', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toContainText('Loading...');
    release();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Secondary' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('a shell that cannot load shows the logo and an error box, not a spinner for ever', async ({ page }) => {
    await withoutFirstViews(page);
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.goto('/primary');
    const box = page.getByRole('alert');
    await expect(box).toContainText('Sorry, the classroom could not load');
    await expect(box).toContainText('check your internet connection');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a page whose data fails shows the default error screen inside the shell', async ({ page }) => {
    await withoutFirstViews(page);
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query AudiencePage')) {
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      } else {
        await route.continue();
      }
    });
    await page.goto('/send');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expectAccessible(page);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is an off-canvas panel that closes on route change', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Secondary' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('link', { name: 'SEND home' }).click();
    await expect(page).toHaveURL(/\/send$/);
    await expect(drawer).toBeHidden();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'SEND' })).toBeVisible();
    await expectAccessible(page);
  });
});

test("the site's scripts are sent compressed to browsers that accept it", async ({ request }) => {
  const html = await (await request.get('/')).text();
  // Every page names the code every page runs (apps/web/scripts/shell-chunk.mjs), in a file big
  // enough to be worth compressing (the entry itself is a few hundred bytes, sent as it is).
  const script = /\/assets\/shell-[\w-]+\.js/.exec(html)?.[0];
  expect(script, 'the site’s shell script').toBeTruthy();
  const compressed = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(compressed.status()).toBe(200);
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(compressed.headers()['vary']).toMatch(/Accept-Encoding/i);
  const plain = await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same script either way.
  expect((await compressed.body()).equals(await plain.body())).toBe(true);
});

/** The header's controls at a phone's and a laptop's width: each inside the window, none over another. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`the header's controls fit a ${viewport.width}-pixel window without overlapping, and say 'Log in'`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, '/');
    const header = page.getByRole('banner');
    const controls = [header.getByRole('link', { name: 'Orchestra Classroom home' })];
    if (viewport.width < 992) controls.push(header.getByRole('button', { name: 'Menu' }));
    else {
      const main = page.getByRole('navigation', { name: 'Main' });
      controls.push(main.getByRole('button', { name: 'Log in' }), main.getByRole('link', { name: 'Sign up' }), main.getByRole('link', { name: 'CPD' }));
      for (const name of ['Primary', 'Secondary', 'SEND', 'Live']) controls.push(main.getByRole('button', { name }));
    }
    // The search box from 1200 px, its Search button (which opens it) below (features/search/HeaderSearch.tsx).
    controls.push(
      viewport.width < 1200
        ? header.getByRole('button', { name: 'Search', exact: true, expanded: false })
        : header.getByRole('combobox', { name: 'Search the classroom' }),
    );
    const boxes = [];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box, String(control)).not.toBeNull();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      boxes.push(box);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
      }
    }
    // Nothing on the page says 'Log In', 'Login' or 'Sign In' (the admin panel is Strapi's own).
    await expect(page.getByText(/\b(Log In|Login|Sign In)\b/)).toHaveCount(0);
    if (viewport.width < 992) {
      await header.getByRole('button', { name: 'Menu' }).click();
      const close = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /Close/ });
      // Measured once the panel has slid in.
      await expect.poll(async () => Math.round((await close.boundingBox())!.x + (await close.boundingBox())!.width)).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in' })).toBeVisible();
    }
  });
}
