// Issue 32, item 3: the profile remembers the last resume link (and the notes when "remember" is
// ticked); the next apply form starts from them, and Settings changes them. Phone width.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { startPlatform } from '../lib/platform.mjs';
import { openScreen } from '../lib/shell-page.mjs';
import { signIn } from '../lib/sign-in.mjs';

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

/** Two published openings, unlocked with a credit each through the API the Apply button calls. */
async function unlockTwo(page) {
  const response = await page.request.get(`${platform.apiUrl}/referrals/job-openings?latest=true`);
  const [first, second] = (await response.json()).data.results;
  for (const opening of [first, second]) {
    const unlocked = await page.request.patch(`${platform.apiUrl}/referrals/job-link/${opening.id}`, {
      data: {},
    });
    assert.ok(unlocked.ok(), `unlocking answered ${unlocked.status()}`);
  }
  return [first.id, second.id];
}

describe('the remembered resume link', () => {
  test('the next apply form starts from the last link and the remembered notes; Settings changes them', async () => {
    const page = await openPage(browser, { width: 360, height: 740 });
    await signIn(
      page,
      platform,
      `resume-${process.pid}-${Date.now().toString(36)}@example.com`,
      '/remotes.json',
    );
    const [firstId, secondId] = await unlockTwo(page);

    await openScreen(page, platform, `/apply?id=${firstId}`, { heading: 'Apply for Referral' });
    const link = page.getByRole('textbox', { name: /Resume link/ });
    const notes = page.getByRole('textbox', { name: /Extra notes/ });
    const remember = page.getByRole('checkbox', { name: 'Remember these notes for my next requests' });
    assert.equal(await link.inputValue(), '', 'nothing remembered yet');
    await link.fill('https://drive.example.com/asha-cv.pdf');
    await notes.fill('Final-year B.Tech student, open to Pune.');
    await remember.check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/confirmation');

    await openScreen(page, platform, `/apply?id=${secondId}`, { heading: 'Apply for Referral' });
    await link.waitFor();
    assert.equal(await link.inputValue(), 'https://drive.example.com/asha-cv.pdf');
    assert.equal(await notes.inputValue(), 'Final-year B.Tech student, open to Pune.');
    assert.equal(await remember.isChecked(), true);

    await openScreen(page, platform, '/settings', { heading: 'Profile Settings' });
    const saved = page.getByRole('textbox', { name: /Resume link/ });
    assert.equal(await saved.inputValue(), 'https://drive.example.com/asha-cv.pdf');
    await page.getByRole('combobox', { name: 'Years of experience' }).selectOption('0');
    await page
      .getByRole('group', { name: 'Domains interested in' })
      .getByRole('checkbox', { name: 'Backend' })
      .check();
    await page
      .getByRole('group', { name: 'Locations open to' })
      .getByRole('checkbox', { name: 'Pune' })
      .check();
    await page.getByRole('textbox', { name: 'Current organization' }).fill('College');
    await saved.fill('https://dropbox.example.com/new-cv.pdf');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated!').waitFor();

    await openScreen(page, platform, `/apply?id=${secondId}`, { heading: 'Apply for Referral' });
    await link.waitFor();
    assert.equal(await link.inputValue(), 'https://dropbox.example.com/new-cv.pdf');
    await page.screenshot({ path: 'e2e/artifacts/remembered-resume-360.png', fullPage: true });
  });
});
