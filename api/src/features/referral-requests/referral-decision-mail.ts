import type { MailMessage } from '../mail/mailer';
import type { AdminReferralRequestView, ReferralRequestDecision } from './admin-referral-requests-repository';

/** The job name on the queue: the e-mail that tells a job seeker what became of a referral request. */
export const REFERRAL_DECISION_MAIL_JOB = 'referral-decision-mail';

export function referralDecisionMail(
  request: AdminReferralRequestView,
  decision: ReferralRequestDecision,
): MailMessage {
  const opening = `${request.title} at ${request.company_name}`;
  if (decision === 'referred') {
    return {
      to: request.user_email,
      subject: `You have been referred: ${opening}`,
      text:
        `Good news! Your referral request for ${opening} was accepted and you have been referred.\n\n` +
        `The company's recruiters may contact you at this e-mail address. Keep an eye on your inbox, ` +
        `including the spam folder.\n\nAll the best for the interviews!`,
    };
  }
  return {
    to: request.user_email,
    subject: `Update on your referral request: ${opening}`,
    text:
      `Thank you for your referral request for ${opening}. This time the referrer could not refer you ` +
      `for this opening.\n\nNew openings arrive every day: your next application may be the one.`,
  };
}
