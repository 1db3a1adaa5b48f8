import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import ApplyScreen from './apply-screen';

const server = setupApiMock();

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('user-1', 'asha@example.com');
});

const UNLOCKED = {
  job_id: 42,
  title: 'Data Engineer',
  company_name: 'Uber',
  location: 'Pune',
  employment_type: 'Full-time',
  link: 'https://careers.uber.com/jobs/42',
  unlocked_at: '2025-06-02T10:00:00.000Z',
};

const SUBMITTED = {
  success: true,
  message: 'Referral request submitted.',
  referral_request: {
    id: 7,
    job_id: 42,
    title: 'Data Engineer',
    company_name: 'Uber',
    resume_link: 'https://drive.example.com/cv.pdf',
    notes: 'Open to Pune.',
    status: 'pending',
    created_at: '2025-06-02T10:05:00.000Z',
  },
};

type RequestAnswer = { status: 200; body: typeof SUBMITTED } | { status: 409; body: { message: string } };

/** The opening, whether this user unlocked it, and how the referral request is answered. */
function applyApi(answer: RequestAnswer, { unlocked = true } = {}) {
  server.use(
    apiHttp.get('/referrals/my-referrals', ({ response }) =>
      response(200).json({ unlocked_openings: unlocked ? [UNLOCKED] : [], referral_requests: [] }),
    ),
    apiHttp.get('/referrals/job-opening', ({ response }) =>
      response(200).json({
        job_opening: {
          id: 42,
          title: 'Data Engineer',
          company_name: 'Uber',
          employment_type: 'Full-time',
          location: 'Pune',
          yoe: 2,
          skills: ['spark', 'airflow'],
          view_count: 0,
          share_count: 0,
          created_at: '2025-06-01T10:00:00.000Z',
          meta_data: { faang_level: 'no', status: 'published' },
        },
      }),
    ),
    apiHttp.post('/referrals/referral-request', ({ response }) =>
      answer.status === 200 ? response(200).json(answer.body) : response(409).json(answer.body),
    ),
  );
  return recordApiRequests(server);
}

describe('Apply for Referral', () => {
  it('requires the resume link, then sends the request and confirms', async () => {
    const api = applyApi({ status: 200, body: SUBMITTED });
    renderScreen(<ApplyScreen />, { path: '/apply', route: '/apply?id=42' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for Referral' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Data Engineer' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Resume link is a mandatory!')).toBeInTheDocument();
    expect(api.requestsTo('POST /referrals/referral-request')).toHaveLength(0);

    await userEvent.type(
      screen.getByRole('textbox', { name: /Resume link/ }),
      'https://drive.example.com/cv.pdf',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Extra notes/ }), 'Open to Pune.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'));
    expect(await api.requestsTo('POST /referrals/referral-request')[0]?.body).toEqual({
      job_id: 42,
      user_id: 'user-1',
      resume_link: 'https://drive.example.com/cv.pdf',
      notes: 'Open to Pune.',
      remember_notes: false,
    });
  });

  it('starts from the remembered resume link and notes, and sends whether to keep the notes', async () => {
    const api = applyApi({ status: 200, body: SUBMITTED });
    server.use(
      apiHttp.get('/referrals/user/{emailOrId}', ({ response }) =>
        response(200).json({
          user: {
            id: 'user-1',
            email: 'asha@example.com',
            credits: 3,
            is_admin: false,
            can_view_stats: false,
            settings: {
              yoe: 0,
              domains_interested_in: [],
              locations_open_to: [],
              current_organization: '',
              job_alerts: 'off',
              resume_link: 'https://drive.example.com/last.pdf',
              apply_notes: 'Final-year student in Pune.',
            },
          },
        }),
      ),
    );
    renderScreen(<ApplyScreen />, { path: '/apply', route: '/apply?id=42' });
    const link = await screen.findByRole('textbox', { name: /Resume link/ });
    expect(link).toHaveValue('https://drive.example.com/last.pdf');
    expect(screen.getByRole('textbox', { name: /Extra notes/ })).toHaveValue('Final-year student in Pune.');
    const remember = screen.getByRole('checkbox', { name: 'Remember these notes for my next requests' });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'));
    expect(await api.requestsTo('POST /referrals/referral-request')[0]?.body).toEqual({
      job_id: 42,
      user_id: 'user-1',
      resume_link: 'https://drive.example.com/last.pdf',
      notes: 'Final-year student in Pune.',
      remember_notes: false,
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    applyApi({
      status: 409,
      body: { message: 'You have already asked for a referral for this job opening.' },
    });
    renderScreen(<ApplyScreen />, { path: '/apply', route: '/apply?id=42' });
    const link = await screen.findByRole('textbox', { name: /Resume link/ });
    await userEvent.type(link, 'https://drive.example.com/cv.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You have already asked for a referral for this job opening.'),
    ).toBeInTheDocument();
    expect(link).toHaveValue('https://drive.example.com/cv.pdf');
  });

  it('shows the whole unlocked opening with the link to its posting', async () => {
    applyApi({ status: 200, body: SUBMITTED });
    renderScreen(<ApplyScreen />, { path: '/apply', route: '/apply?id=42' });
    const opening = await screen.findByRole('region', { name: 'The job opening' });
    expect(within(opening).getByRole('heading', { level: 2, name: 'Data Engineer' })).toBeInTheDocument();
    expect(within(opening).getByText('Uber')).toBeInTheDocument();
    await within(opening).findByText('2+ years');
    expect(within(opening).getByText('Pune')).toBeInTheDocument();
    expect(within(opening).getByText('Full-time')).toBeInTheDocument();
    expect(within(opening).getByText('spark, airflow')).toBeInTheDocument();
    const posting = within(opening).getByRole('link', { name: /Open the posting/ });
    expect(posting).toHaveAttribute('href', 'https://careers.uber.com/jobs/42');
    expect(posting).toHaveAttribute('target', '_blank');
  });

  it('asks to unlock first instead of offering a form the server would refuse', async () => {
    const api = applyApi({ status: 200, body: SUBMITTED }, { unlocked: false });
    renderScreen(<ApplyScreen />, { path: '/apply', route: '/apply?id=42' });
    expect(await screen.findByText('This opening is not unlocked yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the job opening' })).toHaveAttribute(
      'href',
      '/job-opening?id=42',
    );
    expect(screen.queryByRole('textbox', { name: /Resume link/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open the posting/ })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /referrals/referral-request')).toHaveLength(0);
  });
});
