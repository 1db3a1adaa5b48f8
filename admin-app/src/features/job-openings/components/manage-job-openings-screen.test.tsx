import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { ManagedJobOpening } from '../types';
import EditJobOpeningScreen from './edit-job-opening-screen';
import ManageJobOpeningsScreen from './manage-job-openings-screen';

const opening = (id: number, title: string, status: string, requests = 0): ManagedJobOpening => ({
  id,
  title,
  company_name: 'Uber',
  employment_type: 'Full-time',
  location: 'Pune',
  yoe: 2,
  skills: ['go'],
  link: `https://jobs.example.com/${id}`,
  view_count: 0,
  share_count: 0,
  created_at: '2025-06-01T10:00:00.000Z',
  meta_data: { faang_level: 'no', status },
  referral_request_count: requests,
});

const server = setupApiMock();

function fakeList(initial: ManagedJobOpening[]) {
  let rows = initial;
  server.use(
    apiHttp.get('/referrals/admin/job-openings', ({ response }) =>
      response(200).json({
        data: {
          results: rows,
          total: rows.length + 40,
          current_page: 1,
          page_size: 20,
          total_pages: 3,
        },
      }),
    ),
  );
  return { ...recordApiRequests(server), setRows: (next: ManagedJobOpening[]) => (rows = next) };
}

const notFound = { message: 'Job opening not found' };

describe('/manage-job-openings', () => {
  it('lists openings of every status with search, status filter and pages kept in the URL', async () => {
    const { requests } = fakeList([opening(1, 'SDE I', 'published'), opening(2, 'SDE II', 'draft')]);
    renderWithProviders(<ManageJobOpeningsScreen />, { url: '/manage-job-openings' });
    expect(await screen.findByText('SDE I')).toBeInTheDocument();
    expect(screen.getByText('42 job openings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish SDE I at Uber' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve SDE II at Uber' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit SDE I at Uber' })).toHaveAttribute(
      'href',
      '/edit-job-opening?id=1',
    );

    await userEvent.type(screen.getByLabelText('Search by title or company'), 'uber{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/manage-job-openings?q=uber&status=published&page=2',
      ),
    );
    expect(Object.fromEntries(requests.at(-1)!.query)).toEqual({
      q: 'uber',
      status: 'published',
      sort: 'newest',
      page: '2',
      page_size: '20',
    });
  });

  it('unpublishes a published opening in one click', async () => {
    const list = fakeList([opening(1, 'SDE I', 'published')]);
    server.use(
      apiHttp.patch('/referrals/job-opening/{id}', ({ params, response }) => {
        if (params.id !== '1') return response(404).json(notFound);
        list.setRows([opening(1, 'SDE I', 'draft')]);
        return response(200).json({ success: true, message: 'Job opening moved back to drafts.' });
      }),
    );
    renderWithProviders(<ManageJobOpeningsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish SDE I at Uber' }));
    expect(await screen.findByText('Job opening moved back to drafts.')).toBeInTheDocument();
    expect(await list.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      meta_data: { status: 'draft' },
    });
    expect(await screen.findByRole('button', { name: 'Approve SDE I at Uber' })).toBeInTheDocument();
  });

  it('deletes only after confirming, then puts focus on the list', async () => {
    const list = fakeList([opening(1, 'SDE I', 'published'), opening(2, 'SDE II', 'draft')]);
    server.use(
      apiHttp.delete('/referrals/job-opening/{id}', ({ params, response }) => {
        if (params.id !== '1') return response(404).json(notFound);
        list.setRows([opening(2, 'SDE II', 'draft')]);
        return response(200).json({ success: true, message: 'Job opening deleted.' });
      }),
    );
    renderWithProviders(<ManageJobOpeningsScreen />);
    const deleteButton = await screen.findByRole('button', { name: 'Delete SDE I at Uber' });
    await userEvent.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job opening?' });
    expect(dialog).toHaveTextContent('Job seekers who unlocked it keep it under My referrals.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(deleteButton).toHaveFocus());
    expect(list.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(deleteButton);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('SDE I')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: '41 job openings' })).toHaveFocus());
  });

  it('shows who asked for a referral on an opening', async () => {
    fakeList([opening(1, 'SDE I', 'published', 1)]);
    server.use(
      apiHttp.get('/referrals/job-opening/{id}/referral-requests', ({ params, response }) =>
        params.id !== '1'
          ? response(404).json(notFound)
          : response(200).json({
              job_opening: opening(1, 'SDE I', 'published', 1),
              referral_requests: [
                {
                  id: 9,
                  user_email: 'seeker@example.com',
                  resume_link: 'https://drive.example.com/cv.pdf',
                  notes: '',
                  status: 'pending',
                  created_at: '2025-06-02T10:00:00.000Z',
                },
              ],
            }),
      ),
    );
    renderWithProviders(<ManageJobOpeningsScreen />);
    const opener = await screen.findByRole('button', {
      name: 'Who asked for a referral on SDE I at Uber: 1',
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Who asked for a referral' });
    expect(await within(dialog).findByText('seeker@example.com')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Resume/ })).toHaveAttribute(
      'href',
      'https://drive.example.com/cv.pdf',
    );
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('/edit-job-opening', () => {
  it('prefills the form, saves with PUT and returns to the list', async () => {
    server.use(
      apiHttp.get('/referrals/job-opening', ({ response }) =>
        response(200).json({ job_opening: opening(5, 'SDE-2 folks', 'draft') }),
      ),
      apiHttp.put('/referrals/job-opening/{id}', ({ params, response }) =>
        params.id !== '5'
          ? response(404).json(notFound)
          : response(200).json({
              job_opening: opening(5, 'SDE 2', 'draft'),
              message: 'Job opening saved successfully!',
            }),
      ),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<EditJobOpeningScreen />, { url: '/edit-job-opening?id=5' });
    const title = await screen.findByLabelText('Job title');
    expect(title).toHaveValue('SDE-2 folks');
    expect(screen.getByLabelText('Job link')).toHaveValue('https://jobs.example.com/5');
    await userEvent.clear(title);
    await userEvent.type(title, 'SDE 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/manage-job-openings'));
    expect(await requests.find((request) => request.method === 'PUT')?.body).toEqual({
      title: 'SDE 2',
      company_name: 'Uber',
      employment_type: 'Full-time',
      yoe: 2,
      location: 'Pune',
      link: 'https://jobs.example.com/5',
      skills: ['go'],
      meta_data: { faang_level: 'no' },
      allow_duplicate_link: false,
    });
  });

  it('says so when the opening does not exist', async () => {
    server.use(
      apiHttp.get('/referrals/job-opening', ({ response }) =>
        response(404).json({ message: 'Job not found' }),
      ),
    );
    renderWithProviders(<EditJobOpeningScreen />, { url: '/edit-job-opening?id=99' });
    expect(await screen.findByText('This job opening does not exist')).toBeInTheDocument();
  });
});
