import type { MailMessage } from '../mail/mailer';
import type { DigestOpening } from './job-alerts-repository';

export const PRODUCT_NAME = 'ReferralHub';

export type DigestLinks = {
  /** Where people open the product, e.g. https://referralhub.example */
  appUrl: string;
  unsubscribeUrl: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Cards mask a yoe of 1234 (docs/PRODUCT.md#masked-values); a mail must not reveal more than the card does.
 */
const MASKED_YOE = 1234;
const MASKED_TEXT = '12345';

function experience(yoe: number): string {
  if (yoe === MASKED_YOE) return 'Experience on the card';
  return yoe === 1 ? '1+ year' : `${yoe}+ years`;
}

function describe(opening: DigestOpening): string {
  const company = opening.company_name === MASKED_TEXT ? 'A company' : opening.company_name;
  const location = opening.location === MASKED_TEXT ? 'Location on the card' : opening.location;
  return `${company} · ${location} · ${opening.employment_type} · ${experience(opening.yoe)}`;
}

export const openingUrl = (appUrl: string, id: number) => `${appUrl}/job-opening?id=${id}`;

/** The daily job-alert e-mail: up to ten openings, each with its link, then Settings and unsubscribe. */
export function jobAlertDigestMail(to: string, openings: DigestOpening[], links: DigestLinks): MailMessage {
  const count = openings.length;
  const subject =
    count === 1 ? `1 new opening matches your preferences` : `${count} new openings match your preferences`;
  const settingsUrl = `${links.appUrl}/settings`;

  const text = [
    `Hi,`,
    ``,
    count === 1
      ? `This opening was published on ${PRODUCT_NAME} since your last alert and matches your preferences:`
      : `These ${count} openings were published on ${PRODUCT_NAME} since your last alert and match your preferences:`,
    ``,
    ...openings.flatMap((opening) => [
      `• ${opening.title}`,
      `  ${describe(opening)}`,
      `  ${openingUrl(links.appUrl, opening.id)}`,
      ``,
    ]),
    `Referral openings fill up fast: apply early.`,
    ``,
    `Change your preferences or alert e-mails in Settings: ${settingsUrl}`,
    `Stop these e-mails with one click: ${links.unsubscribeUrl}`,
    ``,
    `— ${PRODUCT_NAME}`,
  ].join('\n');

  const items = openings
    .map(
      (opening) => `<li style="margin:0 0 16px">
  <a href="${escapeHtml(openingUrl(links.appUrl, opening.id))}" style="font-weight:600;color:#1d4ed8">${escapeHtml(opening.title)}</a><br>
  <span style="color:#374151">${escapeHtml(describe(opening))}</span>
</li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>Published on ${PRODUCT_NAME} since your last alert:</p>
<ul style="padding-left:20px">
${items}
</ul>
<p>Referral openings fill up fast: apply early.</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:13px;color:#4b5563">
  <a href="${escapeHtml(settingsUrl)}">Change your preferences or alert e-mails in Settings</a> ·
  <a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe from job alerts</a>
</p>
</body></html>`;

  return {
    to,
    subject,
    text,
    html,
    // RFC 8058: mail clients offer their own one-click unsubscribe, which POSTs to the same address.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
