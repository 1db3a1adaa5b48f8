// Issue 32, item 5: the Apply that runs out of credits names its opening on the premium page, and
// after the purchase "Back to Jobs" becomes "Continue to <opening>", which opens its Apply step.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { signIn } from '../lib/sign-in.mjs';

const SIGNUP_CREDITS = 5;

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

async function api(page, method, path, data) {
  const response = await page.request.fetch(`${platform.apiUrl}${path}`, { method, data });
  assert.ok(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

describe('out of credits, kindly', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px: premium names the opening; after paying, Continue reopens its Apply step`, async () => {
      const page = await openPage(browser, { width, height: 800 });
      await signIn(
        page,
        platform,
        `credits-${width}-${process.pid}-${Date.now().toString(36)}@example.com`,
        '/remotes.json',
      );
      const latest = await api(page, 'GET', '/referrals/job-openings?page_size=50&latest=true');
      const [wanted, ...others] = latest.data.results;
      for (const opening of others.slice(0, SIGNUP_CREDITS)) {
        assert.equal(
          (await api(page, 'PATCH', `/referrals/job-link/${opening.id}`, {})).recharge_needed,
          false,
        );
      }

      await openScreen(page, platform, `/job-opening?id=${wanted.id}`, { heading: 'Job opening' });
      await page.getByRole('button', { name: /^Apply for / }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Buy referral credits' })
        .waitFor({ timeout: 20_000 });
      assert.equal(new URL(page.url()).searchParams.get('for'), String(wanted.id));
      const named = `${wanted.title} at ${wanted.company_name}`;
      await page.getByText(named).waitFor();
      await page.screenshot({ path: `e2e/artifacts/premium-unlocking-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: /^Buy 30 Referrals/ }).click();
      await page.waitForURL((url) => url.pathname.includes('/payment/dev-checkout/'));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/purchase-status' && url.searchParams.has('payment_id'),
      );
      await page.getByRole('heading', { level: 1, name: 'Recharge Successful' }).waitFor({ timeout: 20_000 });
      const next = page.getByRole('link', { name: `Continue to ${named}` });
      await next.waitFor();
      assert.equal(await page.getByRole('link', { name: 'Back to Jobs' }).count(), 0);
      await page.screenshot({ path: `e2e/artifacts/purchase-continue-${width}.png`, fullPage: true });

      await next.click();
      const dialog = page.getByRole('dialog', { name: 'Unlock this referral for 1 credit?' });
      await dialog.getByText('You have 30.').waitFor({ timeout: 20_000 });
      assert.equal(new URL(page.url()).pathname, '/job-opening');
      await dialog.getByRole('button', { name: 'Unlock for 1 credit' }).click();
      await page.waitForURL(new RegExp(`/apply\\?id=${wanted.id}$`));
      await page.context().close();
    });
  }
});
