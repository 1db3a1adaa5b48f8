import type { BlogArticle } from '../blog-article';

export const referralHubPracticeVsLeetCode: BlogArticle = {
  slug: 'referralhub-practice-vs-leetcode',
  title: 'ReferralHub Practice vs LeetCode: which prepares you better?',
  summary:
    'LeetCode tells you whether your code passes. Interviewers judge much more than that. A fair comparison of the two, and how to use them together.',
  publishedOn: '2025-06-03',
  sections: [
    {
      heading: 'Two different questions',
      paragraphs: [
        'LeetCode is the best-known practice platform, and for good reason: it has a very large problem bank, a busy discussion community and contests every week. Its feedback answers one question: does your code produce the right output within the time limit?',
        'In a real interview, that is only the start. Interviewers also ask whether your solution is efficient, whether another engineer could read it, whether it handles awkward inputs and whether it could be extended when the requirements change. ReferralHub Practice was built to answer those questions too.',
      ],
    },
    {
      heading: 'How ReferralHub Practice rates your code',
      paragraphs: [
        'Every submission gets a rating out of 10 on five things, each with notes on what to improve:',
      ],
      points: [
        'Correctness: does it solve the problem, including edge cases?',
        'Efficiency: are the time and space costs as low as the problem allows?',
        'Readability: are names clear and the structure easy to follow?',
        'Extensibility: could the next requirement be added without a rewrite?',
        'Robustness: does it cope with empty, huge or malformed input?',
      ],
    },
    {
      heading: 'Levels instead of a thousand problems',
      paragraphs: [
        'Each challenge has three levels. Level 2 opens when you reach an overall rating of 7 on level 1, and level 3 when you reach it on level 2. Working one problem up through its levels mirrors how interviews go: a simple version first, then follow-ups that change the requirements.',
        'Beyond algorithms, ReferralHub Practice includes low-level design and machine-coding problems, the rounds many Indian product companies use for mid-level and senior roles.',
      ],
    },
    {
      heading: 'Where LeetCode is stronger',
      paragraphs: [
        'To be fair: if you want sheer volume, company-tagged question lists, contest ratings or a large community discussing every problem, LeetCode is hard to beat. It is an excellent place to build speed and pattern recognition.',
      ],
    },
    {
      heading: 'Using them together',
      paragraphs: [
        'A routine that works for many candidates: build speed on a large problem bank, then bring a few problems a week to ReferralHub Practice and push them to a rating of 7 or more on every criterion. The first habit gets you through online assessments; the second gets you through the interviews that follow. And when you are ready, the referral feed gets you the interview in the first place.',
      ],
    },
  ],
};
