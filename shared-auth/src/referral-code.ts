export const REFERRAL_CODE_STORAGE_KEY = 'referrals.referral-code';

/** Stores the code from the landing page's query string; an absent code is stored as ''. */
export function storeReferralCode(code: string | null | undefined): void {
  localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, JSON.stringify({ code: (code ?? '').trim() }));
}

export function readReferralCode(): string {
  const raw = localStorage.getItem(REFERRAL_CODE_STORAGE_KEY);
  if (!raw) return '';
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { code?: unknown }).code === 'string'
    ) {
      return (parsed as { code: string }).code;
    }
  } catch {
    // A value written by something else is ignored rather than trusted.
  }
  return '';
}
