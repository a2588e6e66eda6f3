/**
 * Search on the site (docs/product.md, "Search"; issue 39): the header's box with suggestions,
 * driven by the keyboard alone (the ARIA combobox pattern), and the /search page, whose filters live
 * in the address. What the tests expect comes from the real search API, asked as the same visitor.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { graphqlAs } from '../helpers/catalogue';

/** A word the demo's titles hold: the suggestions and results the tests open. */
const WORD = 'rhythm';

interface Suggestion {
  kind: string;
  url: string;
  title: { text: string; match: boolean }[];
}

async function suggestionsFor(page: Page, query: string): Promise<Suggestion[]> {
  const data = await graphqlAs<{ searchSuggestions: Suggestion[] }>(
    page,
    'query ($query: String!) { searchSuggestions(query: $query, limit: 8) { kind url title { text match } } }',
    { query },
  );
  return data.searchSuggestions;
}

interface Answer {
  total: number;
  didYouMean: string | null;
  groups: { kind: string; total: number; results: { url: string }[] }[];
  facets: Record<'audiences' | 'kinds' | 'yearGroups', { slug: string; title: string; count: number }[]>;
}

/** The search as the page asks it: 10 results a kind, 50 with a kind chosen (features/search/SearchRoute.tsx). */
async function searchFor(page: Page, search: Record<string, string>): Promise<Answer> {
  const variables = { ...search, limit: search.kind ? 50 : 10 };
  const data = await graphqlAs<{ search: Answer }>(
    page,
    `query ($query: String!, $audience: String, $kind: SearchKind, $time: SearchTime, $limit: Int) {
      search(query: $query, audience: $audience, kind: $kind, time: $time, limit: $limit) {
        total didYouMean groups { kind total results { url } }
        facets { audiences { slug title count } kinds { slug title count } yearGroups { slug title count } }
      }
    }`,
    variables,
  );
  return data.search;
}

const headerBox = (page: Page) => page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search the classroom' });

test.describe('the header’s search box', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('suggests pages while typing, driven by the keyboard alone: arrows, Enter opens, Escape closes then clears', async ({ page }) => {
    await page.goto('/primary');
    await waitForPage(page);
    const expected = await suggestionsFor(page, WORD);
    expect(expected.length, `the demo has pages titled with “${WORD}”`).toBeGreaterThan(1);

    const box = headerBox(page);
    await box.focus();
    await page.keyboard.type(WORD);
    const listbox = page.getByRole('listbox', { name: `Suggestions for ${WORD}` });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    const options = listbox.getByRole('option');
    await expect(options).toHaveCount(expected.length);
    // Each suggestion names its kind and context, with the matched word marked.
    await expect(options.first().locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
    await expect(page.getByText(`${expected.length} suggestions: use the up and down arrows to choose`)).toBeAttached();

    // Nothing highlighted until an arrow says so; the box keeps focus throughout.
    await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await expect(box).toBeFocused();
    await expectAccessible(page);

    // Escape closes the list, keeping the words; a second Escape clears them.
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(WORD);
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    // Enter on a highlighted suggestion opens its page.
    await page.keyboard.type(WORD);
    await expect(options).toHaveCount(expected.length);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === expected[0].url);
    await waitForPage(page);
    await expect(headerBox(page)).toHaveValue('');
  });

  test('runs the search on /search when Enter is pressed with nothing highlighted, and Tab leaves the box', async ({ page }) => {
    await page.goto('/cpd');
    await waitForPage(page);
    const box = headerBox(page);
    await box.focus();
    await page.keyboard.type(`  ${WORD}  `);
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).not.toBeFocused();
    await box.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${WORD}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue(WORD);
  });

  test('on a phone opens from its Search button, suggests and searches', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/primary');
    await waitForPage(page);
    const box = headerBox(page);
    await expect(box).toBeHidden();
    // The bar's Search button (the box's own submit button is named Search too, but has no expanded state).
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true, expanded: false }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true, expanded: true })).toBeVisible();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    // The bar and the box fit the phone: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.type(WORD);
    await expect(
      page
        .getByRole('listbox', { name: `Suggestions for ${WORD}` })
        .getByRole('option')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${WORD}`);
    await waitForPage(page);
    await expect(box).toBeHidden();
  });
});

test.describe('the search page', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`shows results grouped by kind, with facts and marked words, and no results, axe-clean at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page, `/search?q=${WORD}`);
      const answer = await searchFor(page, { query: WORD });
      expect(answer.total).toBeGreaterThan(0);
      await expect(page.getByRole('status').filter({ hasText: `${answer.total} results for “${WORD}”` })).toBeVisible();
      for (const group of answer.groups.filter((g) => g.results.length)) {
        const section = page.locator('section', { has: page.locator(`h2#search-group-${group.kind}`) });
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`${group.total}$`));
        await expect(section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(group.results.length);
        await expect(section.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute('href', group.results[0].url);
      }
      await expect(page.locator('main mark').first()).toHaveText(new RegExp(WORD, 'i'));

      await visit(page, '/search?q=zzqxv');
      await expect(page.getByRole('heading', { name: 'Nothing found for “zzqxv”' })).toBeVisible();
    });
  }

  test('keeps a search with filters in the address: a reload and Back and Forward keep it', async ({ page }) => {
    await visit(page, `/search?q=${WORD}`);
    const answer = await searchFor(page, { query: WORD });
    const audience = answer.facets.audiences.find((value) => value.count > 0)!;
    expect(audience, 'an audience with results').toBeDefined();
    const filters = page.getByRole('region', { name: 'Audience' });
    await filters.getByRole('link', { name: new RegExp(`^${audience.title} ${audience.count} results?$`) }).click();
    await expect(page).toHaveURL(`/search?q=${WORD}&audience=${audience.slug}`);
    const narrowed = await searchFor(page, { query: WORD, audience: audience.slug });
    await expect(
      page.getByRole('status').filter({ hasText: `${narrowed.total} ${narrowed.total === 1 ? 'result' : 'results'} for “${WORD}” with 1 filter` }),
    ).toBeVisible();
    await expect(filters.getByRole('link', { name: new RegExp(`^${audience.title}`) })).toHaveAttribute('aria-current', 'true');

    const kind = narrowed.facets.kinds.find((value) => value.count > 0)!;
    await page
      .getByRole('region', { name: 'Kind' })
      .getByRole('link', { name: new RegExp(`^${kind.title} `) })
      .click();
    const both = `/search?q=${WORD}&audience=${audience.slug}&kind=${kind.slug}`;
    await expect(page).toHaveURL(both);
    const chosen = page.getByRole('list', { name: 'Chosen filters' });
    await expect(chosen.getByRole('link', { name: `Remove the filter Audience: ${audience.title}` })).toBeVisible();
    await expect(chosen.getByRole('link', { name: `Remove the filter Kind: ${kind.title}` })).toBeVisible();
    await expect(chosen.getByRole('link', { name: 'Remove all filters' })).toHaveAttribute('href', `/search?q=${WORD}`);

    await page.reload();
    await waitForPage(page);
    await expect(page).toHaveURL(both);
    await expect(page.getByRole('region', { name: 'Kind' }).getByRole('link', { name: new RegExp(`^${kind.title}`) })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue(WORD);

    await page.goBack();
    await expect(page).toHaveURL(`/search?q=${WORD}&audience=${audience.slug}`);
    await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('link')).toHaveText([`Remove the filter Audience: ${audience.title}×`]);
    await expect(page.getByRole('status').filter({ hasText: 'with 1 filter' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(both);
    await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('link')).toHaveCount(3);

    // A new search keeps the filters; removing one keeps the other.
    await page.getByRole('searchbox', { name: 'Search for' }).fill('sing');
    await page.getByRole('searchbox', { name: 'Search for' }).press('Enter');
    await expect(page).toHaveURL(`/search?q=sing&audience=${audience.slug}&kind=${kind.slug}`);
    await page
      .getByRole('list', { name: 'Chosen filters' })
      .getByRole('link', { name: `Remove the filter Kind: ${kind.title}` })
      .click();
    await expect(page).toHaveURL(`/search?q=sing&audience=${audience.slug}`);
  });

  test('with no results offers the spelling the search suggests and the filters to remove', async ({ page }) => {
    const misspelt = 'rythmn';
    await visit(page, '/search');
    const none = await searchFor(page, { query: misspelt, time: 'over_30', kind: 'cpd_session' });
    expect(none.total, `nothing for “${misspelt}” among long CPD sessions`).toBe(0);
    expect(none.didYouMean, `a spelling for “${misspelt}”`).toBeTruthy();
    await visit(page, `/search?q=${misspelt}&kind=cpd_session&time=over_30`);
    await expect(page.getByRole('heading', { level: 2, name: `Nothing found for “${misspelt}”` })).toBeVisible();
    const empty = page.getByRole('region', { name: `Nothing found for “${misspelt}”` });
    await expect(empty.getByRole('link', { name: none.didYouMean! })).toHaveAttribute('href', `/search?q=${none.didYouMean}&kind=cpd_session&time=over_30`);
    const removeTime = empty.getByRole('link', { name: 'Remove the filter Time: Over 30 minutes' });
    await expect(removeTime).toHaveAttribute('href', `/search?q=${misspelt}&kind=cpd_session`);
    await expect(empty.getByRole('link', { name: /^Remove the filter Kind: / })).toHaveAttribute('href', `/search?q=${misspelt}&time=over_30`);
    await empty.getByRole('link', { name: none.didYouMean! }).click();
    await expect(page).toHaveURL(`/search?q=${none.didYouMean}&kind=cpd_session&time=over_30`);
    await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue(none.didYouMean!);
  });

  test('says what in the address it cannot use, and searches with the rest', async ({ page }) => {
    await visit(page, `/search?q=${WORD}&kind=poem`);
    await expect(page.getByRole('alert')).toContainText('“poem” is not a kind of page this search knows');
    await expect(page.getByRole('status').filter({ hasText: `for “${WORD}”` })).toBeVisible();
  });

  test('opens a gated result for a visitor through the login wrapper', async ({ page }) => {
    await visit(page, `/search?q=${WORD}&kind=lesson`);
    const [lesson] = (await searchFor(page, { query: WORD, kind: 'lesson' })).groups[0].results;
    const lessons = page.locator('section', { has: page.locator('h2#search-group-lesson') });
    await lessons.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page).toHaveURL(lesson.url);
    await waitForPage(page);
    // The lesson names itself, then its teaching is behind the login wrapper (docs/product.md, "Teaching pages and the login wrapper").
    const wrapper = page.getByRole('region', { name: 'You need to be logged in to access this content.' });
    await expect(wrapper.getByRole('form', { name: 'Log in to Orchestra Classroom' })).toBeVisible();
  });
});
