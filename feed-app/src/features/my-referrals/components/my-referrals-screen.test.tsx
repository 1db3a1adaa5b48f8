import { screen, within } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import MyReferralsScreen from './my-referrals-screen';

const server = setupApiMock();

// docs/PRODUCT.md#timestamps: timestamps are UTC and shown in the reader's format.
const readersFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const shown = (iso: string) => readersFormat.format(new Date(iso));

const request = (id: number, createdAt: string) => ({
  id,
  job_id: id,
  title: `Opening ${id}`,
  company_name: 'Google',
  status: 'pending',
  created_at: createdAt,
  resume_link: `https://example.com/resume-${id}.pdf`,
  notes: '',
});

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
  server.use(
    apiHttp.get('/referrals/saved-openings', ({ response }) => response(200).json({ saved_openings: [] })),
  );
});

describe('My referrals', () => {
  it('shows when each request was sent and each opening unlocked, newest first, in the reader’s format', async () => {
    server.use(
      apiHttp.get('/referrals/my-referrals', ({ response }) =>
        response(200).json({
          referral_requests: [request(1, '2025-06-01T09:15:00.000Z'), request(2, '2025-07-20T18:45:00.000Z')],
          unlocked_openings: [
            {
              job_id: 3,
              title: 'Backend Engineer',
              company_name: 'Flipkart',
              employment_type: 'Full-time',
              location: 'Bengaluru',
              link: 'https://example.com/jobs/3',
              unlocked_at: '2025-05-30T23:50:00.000Z',
            },
          ],
        }),
      ),
    );
    renderScreen(<MyReferralsScreen />, { path: '/my-referrals', route: '/my-referrals' });

    const requests = (await screen.findByRole('heading', { name: 'Referral requests' })).closest('section')!;
    const sent = within(requests)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sent[0]).toContain(`Google · sent ${shown('2025-07-20T18:45:00.000Z')}`);
    expect(sent[1]).toContain(`Google · sent ${shown('2025-06-01T09:15:00.000Z')}`);

    const unlocked = screen.getByRole('heading', { name: 'Unlocked openings' }).closest('section')!;
    expect(within(unlocked).getByText(`Unlocked ${shown('2025-05-30T23:50:00.000Z')}`)).toBeInTheDocument();
  });
});
