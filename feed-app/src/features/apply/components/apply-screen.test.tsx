import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { mockApi, renderScreen } from '../../../lib/test-utils';
import ApplyScreen from './apply-screen';

const realFetch = global.fetch;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});
afterEach(() => {
  global.fetch = realFetch;
});

function applyApi(answer: () => { status?: number; body: unknown }) {
  return mockApi({
    'GET /referrals/job-opening': () => ({
      body: {
        job_opening: {
          id: 42,
          title: 'Data Engineer',
          company_name: 'Uber',
          employment_type: 'Full-time',
          location: 'Pune',
          yoe: 2,
          skills: [],
          view_count: 0,
          share_count: 0,
          created_at: '2025-06-01T10:00:00.000Z',
          meta_data: { faang_level: 'no', status: 'published' },
        },
      },
    }),
    'POST /referrals/referral-request': answer,
  });
}

describe('Apply for Referral', () => {
  it('requires the resume link, then sends the request and confirms', async () => {
    const api = applyApi(() => ({ body: { success: true, message: 'Referral request submitted.' } }));
    renderScreen(<ApplyScreen />, { path: '/apply', route: '/apply?id=42' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for Referral' })).toBeInTheDocument();
    expect(await screen.findByText('Data Engineer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Resume link is a mandatory!')).toBeInTheDocument();
    expect(api.callsTo('POST /referrals/referral-request')).toHaveLength(0);

    await userEvent.type(
      screen.getByRole('textbox', { name: /Resume link/ }),
      'https://drive.example.com/cv.pdf',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Extra notes/ }), 'Open to Pune.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'));
    expect(api.callsTo('POST /referrals/referral-request')[0]?.body).toEqual({
      job_id: 42,
      user_id: 'user-1',
      resume_link: 'https://drive.example.com/cv.pdf',
      notes: 'Open to Pune.',
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    applyApi(() => ({
      status: 409,
      body: { message: 'You have already asked for a referral for this job opening.' },
    }));
    renderScreen(<ApplyScreen />, { path: '/apply', route: '/apply?id=42' });
    const link = screen.getByRole('textbox', { name: /Resume link/ });
    await userEvent.type(link, 'https://drive.example.com/cv.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You have already asked for a referral for this job opening.'),
    ).toBeInTheDocument();
    expect(link).toHaveValue('https://drive.example.com/cv.pdf');
  });
});
