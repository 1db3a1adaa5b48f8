import type { BlogArticle } from '../blog-article';

export const howToGetMoreInterviewCalls: BlogArticle = {
  slug: 'how-to-get-more-interview-calls-2025',
  title: 'How to get more interview calls in 2025',
  summary:
    'If you are applying everywhere and hearing back from nobody, the problem is rarely your skills. It is usually how your application reaches the company. Seven changes that bring more calls.',
  publishedOn: '2025-03-04',
  sections: [
    {
      heading: 'Why good candidates hear nothing',
      paragraphs: [
        'A popular opening at a well-known company can receive thousands of applications within days. Most of them are filtered by software and skimmed by a recruiter in seconds. A strong candidate with a resume that does not match the keywords, or that arrives on day ten, is easy to miss.',
        'Getting more calls is therefore less about applying to more places and more about applying in ways that get read.',
      ],
    },
    {
      heading: '1. Apply through a person, not a portal',
      paragraphs: [
        'Referred candidates are read first at most companies, because a current employee has vouched for them. One referral is often worth more than dozens of cold applications. Ask for referrals politely and specifically: name the opening, say why you fit, and attach a resume the referrer can forward as it is.',
      ],
    },
    {
      heading: '2. Apply in the first few days',
      paragraphs: [
        'Recruiters start shortlisting as soon as applications arrive, and many openings close once there are enough good candidates. Check fresh openings every day rather than once a week. The Latest tab of the ReferralHub feed exists for exactly this.',
      ],
    },
    {
      heading: '3. Write one resume per kind of role',
      paragraphs: [
        'You do not need a new resume for every application, but a backend resume and a data resume should not be the same document.',
      ],
      points: [
        'Put the skills the job description asks for in the words it uses.',
        'Lead every bullet with what you achieved, then how: "Cut API latency by 40% by adding a Redis cache".',
        'Keep it to one page until you have several years of experience.',
        'Export a clean PDF and share it as a link that opens without a sign-in.',
      ],
    },
    {
      heading: '4. Match your experience honestly',
      paragraphs: [
        'Applying to roles that ask for five years of experience when you have one rarely works and uses up your time. Filter openings by the experience you have, plus or minus a year, and you will see your response rate rise.',
      ],
    },
    {
      heading: '5. Make your profile say the same thing as your resume',
      paragraphs: [
        'Recruiters often look you up before calling. Your professional profile, GitHub and resume should tell one consistent story: the same titles, the same dates, and projects that can be opened and read.',
      ],
    },
    {
      heading: '6. Prepare before the call comes',
      paragraphs: [
        'An interview call is only useful if you are ready for it. Practise a problem a day, time yourself, and read feedback on the quality of your code, not just whether it passed. Candidates who are ready can say yes to the first available slot, which matters when the company is moving fast.',
      ],
    },
    {
      heading: '7. Track what works',
      paragraphs: [
        'Keep a simple sheet: where you applied, how (portal or referral), when, and whether you heard back. After three or four weeks the pattern is usually obvious, and you can spend your effort on the channel that brings calls.',
      ],
    },
  ],
};
