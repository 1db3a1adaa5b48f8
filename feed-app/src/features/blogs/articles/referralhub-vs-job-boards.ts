import type { BlogArticle } from '../blog-article';

export const referralHubVsJobBoards: BlogArticle = {
  slug: 'referralhub-vs-job-boards',
  title: 'Why ReferralHub gets you more interview calls than big job boards',
  summary:
    'Job boards are good at showing you openings and bad at getting you read. A referral feed works the other way round. What changes when every opening comes with an employee who can refer you.',
  publishedOn: '2025-05-06',
  sections: [
    {
      heading: 'The job-board funnel',
      paragraphs: [
        'Large job boards list a huge number of openings, and applying takes one click. That is exactly the problem: because applying is effortless, every opening attracts a flood of applications, and the recruiter behind it cannot read them all. Most candidates never hear back, not because they were rejected but because nobody opened their profile.',
        'Listings also go stale. Openings stay up after they are filled, reposted by agencies, or duplicated across sites, so a good share of your applications go nowhere.',
      ],
    },
    {
      heading: 'What a referral changes',
      paragraphs: [
        "A referral puts your resume in front of the hiring team with a colleague's recommendation attached. Companies trust their employees' judgement and often reward them for successful referrals, so referred candidates are typically reviewed first and are more likely to get an interview.",
      ],
    },
    {
      heading: 'How ReferralHub is different',
      paragraphs: ['ReferralHub is built around that one idea:'],
      points: [
        'Every opening comes from an employee of the hiring company who is offering referrals.',
        'Openings are reviewed before they are published, so the feed is not filled with duplicates or agency reposts.',
        'The FAANG+ tab collects the most sought-after companies; the Latest tab shows what was posted today.',
        'Filters for employment type, location, experience and company show you what fits instead of everything.',
        'Your request goes to a person, who reviews your resume within 2 business days.',
      ],
    },
    {
      heading: 'Why requests cost credits',
      paragraphs: [
        'Referrers give their time, and their reputation, each time they refer someone. If requests were free, they would face the same flood as job boards. Credits keep requests thoughtful: candidates choose openings they genuinely fit, and referrers receive fewer, better requests. That is what keeps them responding.',
      ],
    },
    {
      heading: 'Use both, but differently',
      paragraphs: [
        'Job boards are still useful for research: what companies are hiring for, which skills appear in many descriptions, and what salaries look like. Use them to learn the market, then use referrals to get into the companies you actually want.',
      ],
    },
  ],
};
