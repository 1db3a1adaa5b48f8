import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import { supportChannels } from '../support-channels';
import { ContactPage } from './contact-page';
import { RefundPolicyPage } from './refund-policy-page';
import { SupportPage } from './support-page';
import { TermsPage } from './terms-page';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('TermsPage', () => {
  it('requires users to be 18 or older, explains credits and does not guarantee referrals', () => {
    renderPage(<TermsPage />);
    expect(
      screen.getByText(
        'You must be 18 years of age or older to create an account, request referrals or buy credits.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. Credits' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'ReferralHub does not guarantee that you will be referred, shortlisted, interviewed or hired.',
      ),
    ).toBeInTheDocument();
  });
});

describe('RefundPolicyPage', () => {
  it('refunds only technical access failures and duplicate payments', () => {
    renderPage(<RefundPolicyPage />);
    expect(screen.getByText('We refund a payment only in these two cases:')).toBeInTheDocument();
    expect(screen.getByText('Technical access failure:')).toBeInTheDocument();
    expect(screen.getByText('Duplicate payment:')).toBeInTheDocument();
  });

  it('processes refunds in 3 to 5 business days and takes no cancellations', () => {
    renderPage(<RefundPolicyPage />);
    expect(screen.getByText(/Approved refunds are processed in 3 to 5 business days/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No cancellations' })).toBeInTheDocument();
    expect(
      screen.getByText(/Purchases cannot be cancelled once the payment is complete\./),
    ).toBeInTheDocument();
  });
});

describe('ContactPage', () => {
  it('offers a chat link, a note on phone calls and a reply within 1 business day', () => {
    renderPage(<ContactPage />);
    const chat = screen.getByRole('link', { name: /Open support chat/ });
    expect(chat).toHaveAttribute('href', supportChannels.chatUrl);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'A note on phone calls' })).toBeInTheDocument();
    expect(screen.getByText(/We do not offer support by phone\./)).toBeInTheDocument();
    expect(screen.getByText(/We reply within 1 business day\./)).toBeInTheDocument();
  });
});

describe('SupportPage', () => {
  it('has a Donate button that opens the external payment page in a new tab', () => {
    renderPage(<SupportPage />);
    const donate = screen.getByRole('link', { name: /^Donate/ });
    expect(donate).toHaveAttribute('href', supportChannels.donateUrl);
    expect(donate.getAttribute('href')).toMatch(/^https:\/\//);
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
