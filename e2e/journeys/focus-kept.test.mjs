// Issue 32, item 7: focus is never lost. Keyboard only: after an action that removes or changes the
// control that had focus, focus is on the next sensible element (the row now in its place, the list's
// heading, the dialog's opener), never the page body; a toast's Undo is reached by the shortcut the
// toast announces; bulk approve offers Undo like a single approve.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { becomesFocused, launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { signIn } from '../lib/sign-in.mjs';

const ADMIN_EMAIL = 'admin@example.com';

let platform;
let browser;

before(async () => {
  platform = await startPlatform({ api: true });
  assert.ok(platform.hasApi, 'these journeys need the API');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page, target, max = 120) {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    // Found again each time: a page rendered for a visitor is replaced once the shell sees the session.
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/** What has the focus, described; "body" when it was lost. */
function focused(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 60)}`;
  });
}

/** Waits a moment for the list to settle, then returns what has focus. */
async function focusAfterSettling(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return focused(page);
}

/** The drafts on screen, by their heading's id (draft-<id>-title): titles repeat across companies. */
const draftIds = (page) =>
  page.locator('main [role="article"] h2').evaluateAll((headings) => headings.map((h) => h.id));

/** Waits until none of these drafts is on screen. */
const untilGone = (page, ids) =>
  page.waitForFunction((gone) => gone.every((id) => !document.getElementById(id)), ids, { timeout: 20_000 });

/** Waits until all of these drafts are on screen. */
const untilBack = (page, ids) =>
  page.waitForFunction((back) => back.every((id) => document.getElementById(id)), ids, { timeout: 20_000 });

describe('focus is never lost', () => {
  test('approving a draft keeps focus on the drafts and the toast’s Undo answers Ctrl+Z', async () => {
    const page = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, platform, ADMIN_EMAIL, '/approve-job-opening');
    const cards = page.locator('main [role="article"]');
    await cards.first().waitFor({ timeout: 20_000 });
    const [first] = await draftIds(page);
    await tabTo(page, cards.first().getByRole('button', { name: /^Approve / }));
    await page.keyboard.press('Enter');

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Job opening approved.' });
    await toast.waitFor();
    assert.match(await toast.innerText(), /Press Ctrl\+Z to undo\./);
    await untilGone(page, [first]);
    // The card now in the approved one's place has the focus.
    assert.ok(await becomesFocused(cards.first()), `focus is on ${await focusAfterSettling(page)}`);

    await page.keyboard.press('Control+z');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Job opening moved back to drafts.' })
      .waitFor();
    await untilBack(page, [first]);
    assert.notEqual(await focused(page), 'body');
    await page.context().close();
  });

  test('bulk approve by keyboard: focus lands on the drafts left, and the toast offers Undo', async () => {
    const page = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, platform, ADMIN_EMAIL, '/approve-job-opening');
    const cards = page.locator('main [role="article"]');
    await cards.nth(2).waitFor({ timeout: 20_000 });
    const [first, second] = await draftIds(page);
    for (const index of [0, 1]) {
      await tabTo(page, cards.nth(index).getByRole('checkbox', { name: /^Select / }));
      await page.keyboard.press('Space');
    }
    await tabTo(page, page.getByRole('button', { name: 'Approve selected' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Approve 2 job openings?' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Approve 2' }));
    await page.keyboard.press('Enter');

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '2 job openings approved.' });
    await toast.waitFor();
    assert.match(await toast.innerText(), /Press Ctrl\+Z to undo\./);
    await dialog.waitFor({ state: 'detached' });
    await untilGone(page, [first, second]);
    assert.ok(
      await becomesFocused(cards.first()),
      `focus is on ${await focused(page)}, not the first draft left`,
    );

    await page.keyboard.press('Control+z');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: '2 job openings moved back to drafts.' })
      .waitFor();
    await untilBack(page, [first, second]);
    await page.context().close();
  });

  test('Unpublish in a list of published openings moves focus to the row now in its place', async () => {
    const page = await openPage(browser, { width: 360, height: 800 });
    await signIn(page, platform, ADMIN_EMAIL, '/manage-job-openings?status=published');
    const rows = page.locator('main tbody > tr');
    await rows.nth(1).waitFor({ timeout: 20_000 });
    const unpublish = rows.first().getByRole('button', { name: /^Unpublish / });
    const unpublished = (await unpublish.getAttribute('aria-label')).replace(/^Unpublish /, '');
    await tabTo(page, unpublish);
    await page.keyboard.press('Enter');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Job opening moved back to drafts.' })
      .waitFor();
    // Once its row has left the list of published openings, the row now first has the focus.
    await page.getByRole('button', { name: `Unpublish ${unpublished}` }).waitFor({ state: 'detached' });
    assert.ok(await becomesFocused(rows.first()), `focus is on ${await focused(page)}`);
    // Put it back for the other journeys.
    await page.request.patch(
      `${platform.apiUrl}/referrals/job-opening/${await openingId(page, unpublished)}`,
      {
        data: { meta_data: { status: 'published' } },
      },
    );
    await page.context().close();
  });

  test('Mark as referred moves focus to the next request, and the last one to the heading', async () => {
    const seeker = await openPage(browser);
    const { userId } = await signIn(
      seeker,
      platform,
      `focus-${process.pid}-${Date.now()}@example.com`,
      '/feed',
    );
    const feed = await (await seeker.request.get(`${platform.apiUrl}/referrals/job-openings`)).json();
    for (const opening of feed.data.results.slice(0, 2)) {
      const unlock = await seeker.request.patch(`${platform.apiUrl}/referrals/job-link/${opening.id}`, {
        data: { user_id: userId },
      });
      assert.equal(unlock.status(), 200);
      const asked = await seeker.request.post(`${platform.apiUrl}/referrals/referral-request`, {
        data: { job_id: opening.id, user_id: userId, resume_link: 'https://example.com/resume.pdf' },
      });
      assert.equal(asked.status(), 200, await asked.text());
    }
    await seeker.context().close();

    const page = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, platform, ADMIN_EMAIL, '/referral-requests');
    const cards = page.locator('main [role="article"]');
    await cards.first().waitFor({ timeout: 20_000 });
    const count = await cards.count();
    const secondHeading = await cards.nth(1).locator('h2').innerText();
    await tabTo(page, cards.first().getByRole('button', { name: /^Mark .* as referred/ }));
    await page.keyboard.press('Enter');
    await page.locator('[data-sonner-toast]').first().waitFor();
    assert.ok(
      await becomesFocused(cards.filter({ has: page.getByRole('heading', { name: secondHeading }) }).first()),
      `focus is on ${await focused(page)}`,
    );
    // Decide the rest with the keyboard from where focus is: the last one leaves focus on the heading.
    for (let left = count - 1; left > 0; left -= 1) {
      await tabTo(page, cards.first().getByRole('button', { name: /^Decline / }), 10);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (expected) => document.querySelectorAll('main [role="article"]').length === expected,
        left - 1,
        { timeout: 20_000 },
      );
    }
    assert.ok(
      await becomesFocused(page.getByRole('heading', { level: 1, name: 'Referral requests' })),
      `focus is on ${await focused(page)}`,
    );
    await page.context().close();
  });

  test('closing the practice Feedback dialog after sending gives focus back to Feedback', async () => {
    const page = await openPage(browser, { width: 360, height: 800 });
    await signIn(page, platform, `feedback-focus-${process.pid}-${Date.now()}@example.com`, '/practice');
    const feedback = page.getByRole('button', { name: 'Feedback' });
    // React owns it (found afresh: markup rendered for a visitor is replaced once the session is seen).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (button) =>
            button.textContent.trim() === 'Feedback' &&
            Object.keys(button).some((key) => key.startsWith('__reactProps$')),
        ),
      null,
      { timeout: 30_000 },
    );
    await tabTo(page, feedback);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await dialog.waitFor();
    await page.keyboard.type('The focus journey says hello.');
    await tabTo(page, dialog.getByRole('button', { name: 'Send' }), 10);
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: 'Feedback Received' });
    await thanks.waitFor();
    await tabTo(page, thanks.getByRole('button', { name: 'Close' }).last(), 10);
    await page.keyboard.press('Enter');
    await thanks.waitFor({ state: 'detached' });
    assert.ok(await becomesFocused(feedback), `focus is on ${await focused(page)}`);
    await page.context().close();
  });
});

async function openingId(page, name) {
  const [title] = name.split(' at ');
  const found = await (
    await page.request.get(
      `${platform.apiUrl}/referrals/admin/job-openings?q=${encodeURIComponent(title)}&page_size=50`,
    )
  ).json();
  return found.data.results.find((opening) => `${opening.title} at ${opening.company_name}` === name).id;
}
