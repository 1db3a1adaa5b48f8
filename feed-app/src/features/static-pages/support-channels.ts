/**
 * The product's public channels, in one place so operations can change them without touching
 * the pages that mention them.
 */
export const supportChannels = {
  /** Written support chat (opens in a new tab). */
  chatUrl: 'https://t.me/ReferralHubSupport',
  /** External payment page for voluntary donations. */
  donateUrl: 'https://razorpay.me/@referralhub',
  /** External registration form of the student hiring challenge. */
  hiringChallengeFormUrl: 'https://forms.gle/ReferralHubHiringChallenge2025',
} as const;
