import { screen, within } from '@testing-library/react';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import { PricingPage } from './pricing-page';

const PLANS = [
  { name: '30 Referrals', price: 86, originalPrice: 150, discount: '43%', credits: 30 },
  { name: '50 Referrals', price: 140, originalPrice: 250, discount: '44%', credits: 50 },
  { name: '100 Referrals', price: 274, originalPrice: 500, discount: '45%', credits: 100 },
];

describe('PricingPage', () => {
  const server = setupApiMock();
  const answerPlans = (plans = PLANS) =>
    server.use(apiHttp.get('/pricing', ({ response }) => response(200).json({ plans })));

  it("shows each of the API's packs with its price, original price and discount", async () => {
    answerPlans();
    renderScreen(<PricingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: '30 Referrals' });
    const packs = within(screen.getByRole('list', { name: 'Credit packs' })).getAllByRole('listitem');
    expect(packs).toHaveLength(3);
    const expected = [
      ['30 Referrals', '₹86', '₹150', '43% off', '30 referral credits · ₹2.87 per referral'],
      ['50 Referrals', '₹140', '₹250', '44% off', '50 referral credits · ₹2.80 per referral'],
      ['100 Referrals', '₹274', '₹500', '45% off', '100 referral credits · ₹2.74 per referral'],
    ];
    packs.forEach((pack, index) => {
      const [name, price, original, discount, detail] = expected[index] as string[];
      const card = within(pack);
      expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(name as string);
      expect(card.getByText(price as string)).toBeInTheDocument();
      expect(card.getByText(original as string).tagName).toBe('S');
      expect(card.getByText(discount as string)).toBeInTheDocument();
      expect(card.getByText(detail as string)).toBeInTheDocument();
    });
  });

  it('follows the server when it changes the packs', async () => {
    answerPlans([{ name: '10 Referrals', price: 40, originalPrice: 50, discount: '20%', credits: 10 }]);
    renderScreen(<PricingPage />);
    await screen.findByRole('heading', { level: 2, name: '10 Referrals' });
    expect(within(screen.getByRole('list', { name: 'Credit packs' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(screen.getByText('₹40')).toBeInTheDocument();
  });

  it('colours each pack with its own colour', async () => {
    answerPlans();
    renderScreen(<PricingPage />);
    await screen.findByRole('heading', { level: 2, name: '30 Referrals' });
    const colours = within(screen.getByRole('list', { name: 'Credit packs' }))
      .getAllByRole('listitem')
      .map((pack) => pack.style.getPropertyValue('--plan-color'));
    expect(colours).toEqual(['#0f7b6c', '#1f4fd1', '#7a2e98']);
  });

  it('says so, with a retry, when the prices cannot be loaded', async () => {
    server.use(
      apiHttp.get('/pricing', ({ response }) => response.untyped(new Response(null, { status: 503 }))),
    );
    renderScreen(<PricingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the prices');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends buyers to the premium page and mentions the refund policy', () => {
    answerPlans();
    renderScreen(<PricingPage />);
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/premium');
    expect(screen.getByRole('link', { name: 'refund policy' })).toHaveAttribute('href', '/refund-policy');
  });
});
