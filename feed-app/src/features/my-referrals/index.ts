// What other features use of the reader's referrals: the openings they unlocked and the query key
// to refresh once they unlock or ask for another. app/ composes the screen itself.
export { MY_REFERRALS_KEY, getMyReferralsQueryOptions, useUnlockedOpening } from './api/get-my-referrals';
export type { UnlockedOpening } from './api/get-my-referrals';
