import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PricingPage } from './pricing-page';

function renderPricing() {
  return render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
}

describe('PricingPage', () => {
  it('shows each pack with its price, original price and discount', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const packs = within(screen.getByRole('list', { name: 'Credit packs' })).getAllByRole('listitem');
    expect(packs).toHaveLength(3);
    const expected = [
      ['30 Referrals', '₹86', '₹150', '43% off'],
      ['50 Referrals', '₹140', '₹250', '44% off'],
      ['100 Referrals', '₹274', '₹500', '45% off'],
    ];
    packs.forEach((pack, index) => {
      const [name, price, original, discount] = expected[index] as string[];
      const card = within(pack);
      expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(name as string);
      expect(card.getByText(price as string)).toBeInTheDocument();
      expect(card.getByText(original as string).tagName).toBe('S');
      expect(card.getByText(discount as string)).toBeInTheDocument();
    });
  });

  it('colours each pack with its own colour', () => {
    renderPricing();
    const colours = within(screen.getByRole('list', { name: 'Credit packs' }))
      .getAllByRole('listitem')
      .map((pack) => pack.style.getPropertyValue('--plan-color'));
    expect(colours).toEqual(['#0f7b6c', '#1f4fd1', '#7a2e98']);
  });

  it('sends buyers to the premium page and mentions the refund policy', () => {
    renderPricing();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('link', { name: 'refund policy' })).toHaveAttribute('href', '/refund-policy');
  });
});
