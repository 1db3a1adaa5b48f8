import { REFERRAL_CODE_STORAGE_KEY, readReferralCode, storeReferralCode } from './referral-code';

describe('the stored referral code', () => {
  beforeEach(() => localStorage.clear());

  it('is stored as an object with a code', () => {
    storeReferralCode('CAMPUS24');
    expect(JSON.parse(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY) ?? 'null')).toEqual({
      code: 'CAMPUS24',
    });
    expect(readReferralCode()).toBe('CAMPUS24');
  });

  it('stores an empty code when the query string has none', () => {
    storeReferralCode(null);
    expect(JSON.parse(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY) ?? 'null')).toEqual({ code: '' });
  });
});
