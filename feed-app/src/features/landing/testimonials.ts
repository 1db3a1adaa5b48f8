export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  /** The person's public professional profile. */
  profileUrl: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Ananya Iyer',
    role: 'Software Engineer, joined a payments company in Bengaluru',
    quote:
      'I had applied to more than sixty openings on job boards without a single call. Through referrals from this feed I got four interview calls in three weeks, and the second one became my offer.',
    profileUrl: 'https://www.linkedin.com/in/ananya-iyer-rh2024',
  },
  {
    name: 'Rohit Deshmukh',
    role: 'Final-year B.Tech student, Pune',
    quote:
      'As a fresher I did not know a single person inside a product company. The feed showed me who was offering referrals for internships, and my referred application was shortlisted within a week.',
    profileUrl: 'https://www.linkedin.com/in/rohit-deshmukh-rh2024',
  },
  {
    name: 'Sneha Kulkarni',
    role: 'Data Analyst, moved from a services firm to a product team',
    quote:
      'What I liked is that every opening already had someone willing to refer. I stopped guessing which recruiter to message and spent that time preparing for the interviews instead.',
    profileUrl: 'https://www.linkedin.com/in/sneha-kulkarni-rh2024',
  },
  {
    name: 'Mohammed Farhan',
    role: 'Backend Developer, Hyderabad',
    quote:
      'Switching after two years felt slow until I used referrals. The filters for experience and location saved me hours, and the credits were worth far less than one month of waiting.',
    profileUrl: 'https://www.linkedin.com/in/mohammed-farhan-rh2024',
  },
];
