import type { BlogArticle } from '../blog-article';

export const companiesThatPayMoreThanBigTech: BlogArticle = {
  slug: 'companies-that-pay-more-than-big-tech-2025',
  title: 'Companies in India that pay more than big tech in 2025',
  summary:
    'Big tech is not the only road to a top salary. Trading firms, well-funded product companies and global SaaS teams in India often match or beat it. Here is where to look and how to compare offers honestly.',
  publishedOn: '2025-02-10',
  sections: [
    {
      heading: 'Big tech is a benchmark, not the ceiling',
      paragraphs: [
        'For most engineers in India, an offer from one of the large American tech companies is the reference point for a good salary. It is a sensible benchmark: the pay is high, the bands are public enough to compare, and the brand helps every job search that follows.',
        'But it is not the ceiling. Several kinds of employers in Bengaluru, Hyderabad, Pune, Gurugram and Mumbai pay as much or more for the same experience, especially at the senior end. They are simply less visible, hire in smaller numbers and rely heavily on referrals to find people.',
      ],
    },
    {
      heading: 'Quantitative trading and high-frequency trading firms',
      paragraphs: [
        'Trading firms that build low-latency systems are the best-known example. Their engineering teams are small, the impact of each engineer on revenue is easy to measure, and compensation reflects it. Fresh graduates from strong programmes can receive offers well above typical big-tech new-grad packages, and annual bonuses can be a large part of the total.',
        'The interviews are demanding: expect deep questions on data structures, probability, C++ or systems programming, and how a computer actually executes your code. The bar is high, but the hiring is focused, so a referral from someone on the team carries real weight.',
      ],
    },
    {
      heading: 'Global SaaS companies with Indian engineering centres',
      paragraphs: [
        'Companies such as Atlassian, Salesforce, ServiceNow and Rippling run large engineering teams in India that own real products rather than support work. Their pay bands are often set against global peers, and stock grants can make the total package competitive with big tech, particularly from the senior engineer level upwards.',
        'These teams value people who can own a feature end to end. Design discussions, code quality and clear written communication matter as much as algorithm rounds.',
      ],
    },
    {
      heading: 'Well-funded product startups and unicorns',
      paragraphs: [
        'Indian product companies in payments, commerce, food delivery and developer tools compete for the same engineers as big tech. To win them, late-stage startups often offer higher fixed pay and meaningful ESOPs.',
        'ESOPs deserve careful reading. Ask how many options you get, the strike price, the vesting schedule, whether the company has run buy-backs before and how long you have to exercise after leaving. An ESOP in a company that has never offered liquidity is a hope, not a salary.',
      ],
    },
    {
      heading: 'How to compare two offers fairly',
      paragraphs: [
        'A higher number in the offer letter is not always the better offer. Before you decide, break each one down the same way:',
      ],
      points: [
        'Fixed pay: the amount you receive every month, whatever happens.',
        'Variable pay and bonus: the target percentage, and how much was actually paid out last year.',
        'Stock: the value per year of vesting, not the four-year total shown on the first page.',
        'Joining bonus: usually paid once, sometimes with a clawback if you leave within a year.',
        'Refreshers and growth: how often grants are topped up, and how quickly people are promoted.',
      ],
    },
    {
      heading: 'Getting an interview at these companies',
      paragraphs: [
        'Because these employers hire fewer people, they lean on employee referrals far more than on job-board applications. A referral does not lower the bar, but it makes sure a recruiter actually reads your profile.',
        'On ReferralHub you can filter the feed by company and experience, then ask an employee of that company to refer you. Prepare for the interview in parallel: the coding practice area rates your solutions the way these interviewers judge them.',
      ],
    },
  ],
};
