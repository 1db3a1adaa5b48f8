import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { REFERRAL_CODE_STORAGE_KEY, readReferralCode } from 'shared-auth';
import { LandingPage } from './landing-page';

function renderLanding(url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LandingPage />
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());

describe('LandingPage', () => {
  it('shows the headline', () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: "India's #1 referral platform for jobs & internships" }),
    ).toBeInTheDocument();
  });

  it("sends 'Start Now' to /feed and 'How does it work?' to /about", () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/feed');
    expect(screen.getByRole('link', { name: 'How does it work?' })).toHaveAttribute('href', '/about');
  });

  it('stores the referral_code of the query string as { code }', () => {
    renderLanding('/?referral_code=CAMPUS25');
    expect(JSON.parse(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY) ?? 'null')).toEqual({
      code: 'CAMPUS25',
    });
    expect(readReferralCode()).toBe('CAMPUS25');
  });

  it('stores an empty code when the query string has none, replacing an older one', () => {
    localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, JSON.stringify({ code: 'OLD' }));
    renderLanding('/');
    expect(JSON.parse(localStorage.getItem(REFERRAL_CODE_STORAGE_KEY) ?? 'null')).toEqual({ code: '' });
  });

  it('shows every claimed statistic', () => {
    renderLanding();
    const stats = screen
      .getByRole('heading', { name: 'Referrals that turn into interviews' })
      .closest('section');
    expect(stats).not.toBeNull();
    const claims = within(stats as HTMLElement);
    const expected: Array<[value: string, label: string]> = [
      ['5,000+', 'Active users'],
      ['100+', 'Companies'],
      ['50+', 'Daily referral opportunities'],
      ['5,000+', 'Successful referrals'],
      ['95%', 'Interview call guarantee'],
      ['24/7', 'Support'],
    ];
    for (const [value, label] of expected) {
      const term = claims.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
  });

  it('shows four testimonials, each linking to an external profile in a new tab', () => {
    renderLanding();
    const section = screen
      .getByRole('heading', { name: 'What job seekers say' })
      .closest('section') as HTMLElement;
    const profileLinks = within(section).getAllByRole('link', { name: /profile/ });
    expect(profileLinks).toHaveLength(4);
    for (const link of profileLinks) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
