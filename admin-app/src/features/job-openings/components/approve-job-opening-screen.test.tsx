import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequestBody } from 'shared-api';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { ManagedJobOpening } from '../types';
import ApproveJobOpeningScreen from './approve-job-opening-screen';

const draft = (id: number, title: string, company: string): ManagedJobOpening => ({
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
  referral_request_count: 0,
});

const page = (results: ManagedJobOpening[]) => ({
  data: { results, total: results.length, current_page: 1, page_size: 20, total_pages: 1 },
});

const server = setupApiMock();

const answerDrafts = (drafts: ManagedJobOpening[]) =>
  server.use(
    apiHttp.get('/referrals/admin/job-openings', ({ response }) => response(200).json(page(drafts))),
  );

type StatusChange = ApiRequestBody<'/referrals/job-opening/{id}', 'patch'>;

/**
 * Holds the server's answers until the test opens it: the test sees the optimistic update while the
 * request is still in flight, as on a real network, without guessing how long a render takes.
 */
function answerGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * `answer` gives the PATCH's success message, or null for the server to refuse it with a 500; with a
 * `gate`, no PATCH is answered before it opens.
 */
function fakeDrafts(answer: (change: StatusChange) => string | null, gate?: ReturnType<typeof answerGate>) {
  let drafts = [draft(1, 'SDE I', 'Uber'), draft(2, 'SDE II', 'Swiggy')];
  server.use(
    apiHttp.get('/referrals/admin/job-openings', ({ response }) => response(200).json(page(drafts))),
    apiHttp.patch('/referrals/job-opening/{id}', async ({ params, request, response }) => {
      if (params.id !== '1') return response(404).json({ message: 'Job opening not found' });
      const change = await request.json();
      await gate?.opened;
      const message = answer(change);
      if (message === null) return response.untyped(Response.json({ message: 'down' }, { status: 500 }));
      const { status, faang_level } = change.meta_data;
      drafts = drafts
        .filter((opening) => !(opening.id === 1 && status))
        .map((opening) =>
          opening.id === 1 && faang_level
            ? { ...opening, meta_data: { ...opening.meta_data, faang_level } }
            : opening,
        );
      return response(200).json({ success: true, message });
    }),
  );
  return recordApiRequests(server);
}

const patchBodies = (requests: ReturnType<typeof recordApiRequests>['requests']) =>
  Promise.all(requests.filter((request) => request.method === 'PATCH').map((request) => request.body));

describe('/approve-job-opening', () => {
  it('lists the drafts and approves one without a reload', async () => {
    const gate = answerGate();
    const { requests } = fakeDrafts(() => 'Job opening approved.', gate);
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve SDE I at Uber' }));

    await waitFor(() => expect(screen.queryByText('SDE I')).not.toBeInTheDocument());
    expect(screen.getByText('SDE II')).toBeInTheDocument();
    gate.open();
    expect(await screen.findByText('Job opening approved.')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.body).toEqual({ meta_data: { status: 'published' } });
    expect(requests[0]?.query.get('status')).toBe('draft');
    expect(screen.getByText('1 draft waiting for review.')).toBeInTheDocument();
  });

  it('sends the FAANG+ flag and rejects', async () => {
    const gate = answerGate();
    const { requests } = fakeDrafts(() => 'Job opening updated.', gate);
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'FAANG+ for SDE I at Uber' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'FAANG+ for SDE I at Uber' })).toBeChecked(),
    );
    gate.open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject SDE I at Uber' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Reject SDE I at Uber' }));
    await waitFor(() => expect(screen.queryByText('SDE I')).not.toBeInTheDocument());
    expect(await patchBodies(requests)).toEqual([
      { meta_data: { faang_level: 'yes' } },
      { meta_data: { status: 'reject' } },
    ]);
  });

  it('puts the draft back and says so when the server refuses', async () => {
    fakeDrafts(() => null);
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve SDE I at Uber' }));
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByText('SDE I')).toBeInTheDocument();
  });

  it('offers Undo after an approval, which moves the opening back to the drafts', async () => {
    const { requests } = fakeDrafts((change) =>
      change.meta_data.status === 'draft' ? 'Job opening moved back to drafts.' : 'Job opening approved.',
    );
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve SDE I at Uber' }));
    // The newest toast comes first; sonner marks toasts pointer-events: none while they animate in jsdom.
    const [undo] = await screen.findAllByRole('button', { name: 'Undo' });
    fireEvent.click(undo!);
    expect(await screen.findByText('Job opening moved back to drafts.')).toBeInTheDocument();
    expect(await patchBodies(requests)).toEqual([
      { meta_data: { status: 'published' } },
      { meta_data: { status: 'draft' } },
    ]);
  });

  it('searches and sorts through the URL and asks the server for drafts only', async () => {
    answerDrafts([draft(1, 'SDE I', 'Uber')]);
    const { requests } = recordApiRequests(server);
    renderWithProviders(<ApproveJobOpeningScreen />, { url: '/approve-job-opening' });
    await screen.findByText('SDE I');
    await userEvent.type(screen.getByLabelText('Search by title or company'), 'uber{Enter}');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'company');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/approve-job-opening?q=uber&sort=company'),
    );
    const last = requests.at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      q: 'uber',
      status: 'draft',
      sort: 'company',
      page: '1',
      page_size: '20',
    });
  });

  it('bulk-approves the selected drafts after a confirmation naming the count, and focus returns', async () => {
    answerDrafts([draft(1, 'SDE I', 'Uber'), draft(2, 'SDE II', 'Swiggy'), draft(3, 'SDE III', 'Ola')]);
    server.use(
      apiHttp.post('/referrals/admin/job-openings/review', ({ response }) =>
        response(200).json({
          success: true,
          message: '2 job openings approved.',
          updated: [1, 2],
          skipped: [],
        }),
      ),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<ApproveJobOpeningScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select SDE I at Uber' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SDE II at Swiggy' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    const approveSelected = screen.getByRole('button', { name: 'Approve selected' });
    await userEvent.click(approveSelected);
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 job openings?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(approveSelected).toHaveFocus();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(approveSelected);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve 2' }));
    expect(await screen.findByText('2 job openings approved.')).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'POST')?.body).toEqual({
      ids: [1, 2],
      status: 'published',
    });
    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
  });

  it('says when there is nothing to review', async () => {
    answerDrafts([]);
    renderWithProviders(<ApproveJobOpeningScreen />);
    expect(await screen.findByText('No drafts to review')).toBeInTheDocument();
  });
});
