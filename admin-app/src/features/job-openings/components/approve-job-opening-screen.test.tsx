import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type RecordedRequest } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { JobOpening } from '../types';
import ApproveJobOpeningScreen from './approve-job-opening-screen';

const draft = (id: number, title: string, company: string): JobOpening => ({
  id,
  title,
  company_name: company,
  employment_type: 'Full-time',
  location: 'Pune',
  yoe: 2,
  skills: ['go'],
  link: `https://jobs.example.com/${id}`,
  view_count: 0,
  share_count: 0,
  created_at: '2025-06-01T10:00:00.000Z',
  meta_data: { faang_level: 'no', status: 'draft' },
});

function fakeDrafts(patch: (request: RecordedRequest) => { status?: number; body?: unknown }) {
  let drafts = [draft(1, 'SDE I', 'Uber'), draft(2, 'SDE II', 'Swiggy')];
  return mockApi({
    'GET /referrals/job-opening/status': () => ({ body: { job_opening: drafts } }),
    'PATCH /referrals/job-opening/1': async (request) => {
      // Answer after the optimistic update has removed the card, as a real network does.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = patch(request);
      if ((answer.status ?? 200) !== 200) return answer;
      const { status, faang_level } = (
        request.body as { meta_data: { status?: string; faang_level?: string } }
      ).meta_data;
      drafts = drafts
        .filter((opening) => !(opening.id === 1 && status))
        .map((opening) =>
          opening.id === 1 && faang_level
            ? { ...opening, meta_data: { ...opening.meta_data, faang_level } }
            : opening,
        );
      return answer;
    },
  });
}

describe('/approve-job-opening', () => {
  it('lists the drafts and approves one without a reload', async () => {
    const { requests } = fakeDrafts(() => ({ body: { success: true, message: 'Job opening approved.' } }));
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve SDE I at Uber' }));

    await waitFor(() => expect(screen.queryByText('SDE I')).not.toBeInTheDocument());
    expect(screen.getByText('SDE II')).toBeInTheDocument();
    expect(await screen.findByText('Job opening approved.')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ meta_data: { status: 'published' } });
    expect(requests[0]?.query.get('status')).toBe('draft');
  });

  it('sends the FAANG+ flag and rejects', async () => {
    const { requests } = fakeDrafts(() => ({ body: { success: true, message: 'Job opening updated.' } }));
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'FAANG+ for SDE I at Uber' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'FAANG+ for SDE I at Uber' })).toBeChecked(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject SDE I at Uber' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Reject SDE I at Uber' }));
    await waitFor(() => expect(screen.queryByText('SDE I')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { meta_data: { faang_level: 'yes' } },
      { meta_data: { status: 'reject' } },
    ]);
  });

  it('puts the draft back and says so when the server refuses', async () => {
    fakeDrafts(() => ({ status: 500, body: { message: 'down' } }));
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve SDE I at Uber' }));
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByText('SDE I')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    mockApi({
      'GET /referrals/job-opening/status': {
        body: { job_opening: [], message: 'No job openings with status draft.' },
      },
    });
    renderWithProviders(<ApproveJobOpeningScreen />);
    expect(await screen.findByText('No drafts to review')).toBeInTheDocument();
  });
});
