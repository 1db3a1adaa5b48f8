import type { BlogArticle } from '../blog-article';

export const buildAStrongCollegeProfile: BlogArticle = {
  slug: 'build-a-strong-college-profile-for-tech-jobs',
  title: 'How to build a solid college profile for tech jobs',
  summary:
    'Your college name matters less than you think. Recruiters look for evidence that you can build things, solve problems and learn fast. A year-by-year plan for B.Tech, B.E., BCA and MCA students.',
  publishedOn: '2025-04-15',
  sections: [
    {
      heading: 'What recruiters look for in a fresher',
      paragraphs: [
        'A fresher has no work history to judge, so recruiters look for proxies: a project that works, a problem-solving record, an internship, and signs that you can explain your own work clearly. A student from a lesser-known college with these four things usually gets further than a student from a famous college without them.',
      ],
    },
    {
      heading: 'First year: learn one language properly',
      paragraphs: [
        'Pick one language, such as Python, Java or C++, and learn it well enough to write small programs without searching for syntax. Learn how to use Git from the start, and push even your small exercises to a public repository. By the end of the year you should be comfortable with arrays, strings, recursion and basic complexity.',
      ],
    },
    {
      heading: 'Second year: data structures and a first real project',
      paragraphs: [
        'This is the year to work through data structures and algorithms steadily: linked lists, stacks, queues, trees, graphs, hashing, sorting and dynamic programming. Thirty minutes a day is more useful than a weekend marathon once a month.',
        'Build one project that solves a problem you actually have, for example an attendance tracker for your class or a price alert for a shopping site. A small project that people use is worth more than a large tutorial clone.',
      ],
    },
    {
      heading: 'Third year: internships and depth',
      paragraphs: [
        'An internship is the strongest line a student resume can have. Start applying early in the year and use every route available:',
      ],
      points: [
        'Ask seniors who interned last year to refer you to their teams.',
        'Use referral feeds to find internship openings posted by employees.',
        'Contribute to an open-source project; maintainers notice good pull requests.',
        'Take part in coding challenges and hackathons that lead to interviews.',
      ],
    },
    {
      heading: 'Final year: polish and apply',
      paragraphs: [
        'By now your resume should fit on one page: education, internship, two or three projects with links, your problem-solving record and skills. Practise explaining each project in two minutes: the problem, what you built, one hard decision and what you would change.',
        'Placement season is busy. Keep applying off campus too, especially through referrals, so your outcome does not depend on which companies visit your college.',
      ],
    },
    {
      heading: 'Mistakes that weaken a good profile',
      paragraphs: ['Avoid these common ones:'],
      points: [
        'Listing ten technologies you used once instead of three you know well.',
        'Project links that are broken or lead to an empty repository.',
        'Copying solutions to practice problems; interviewers can tell within minutes.',
        'Waiting for the final year to start. The best profiles are built a little every week.',
      ],
    },
  ],
};
