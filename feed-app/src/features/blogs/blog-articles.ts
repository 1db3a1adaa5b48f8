import { enInLongUtcDate } from '../../lib/en-in-text';
import type { BlogArticle } from './blog-article';
import { buildAStrongCollegeProfile } from './articles/build-a-strong-college-profile-for-tech-jobs';
import { companiesThatPayMoreThanBigTech } from './articles/companies-that-pay-more-than-big-tech-2025';
import { howToGetMoreInterviewCalls } from './articles/how-to-get-more-interview-calls-2025';
import { referralHubPracticeVsLeetCode } from './articles/referralhub-practice-vs-leetcode';
import { referralHubVsJobBoards } from './articles/referralhub-vs-job-boards';

/** The blog, newest first. */
export const blogArticles: readonly BlogArticle[] = [
  referralHubPracticeVsLeetCode,
  referralHubVsJobBoards,
  buildAStrongCollegeProfile,
  howToGetMoreInterviewCalls,
  companiesThatPayMoreThanBigTech,
];

export function findBlogArticle(slug: string | undefined): BlogArticle | undefined {
  return blogArticles.find((article) => article.slug === slug);
}

/** '3 June 2025' */
export function formatPublishedOn(isoDate: string): string {
  return enInLongUtcDate(new Date(`${isoDate}T00:00:00Z`));
}
