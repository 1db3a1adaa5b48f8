import { waitFor } from '@testing-library/react';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { SHARE_TEXT, shareOpening } from './share-opening';

const server = setupApiMock();

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  jest.restoreAllMocks();
});

describe('sharing an opening', () => {
  it("opens the share sheet with the text and the opening's link, then counts one share", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    server.use(
      apiHttp.patch('/referrals/increment-count/{id}', ({ response }) =>
        response(200).json({ success: true, share_count: 1, view_count: 0 }),
      ),
    );
    const api = recordApiRequests(server);
    await shareOpening(9);
    expect(share).toHaveBeenCalledWith({
      text: SHARE_TEXT,
      url: `${window.location.origin}/job-opening?id=9`,
    });
    expect(SHARE_TEXT).toBe('Check out this job opening!');
    // The share is counted in the background, after shareOpening has resolved.
    await waitFor(() => expect(api.requestsTo('PATCH /referrals/increment-count/9')).toHaveLength(1));
    expect(await api.requestsTo('PATCH /referrals/increment-count/9')[0]?.body).toEqual({ share_count: 1 });
  });

  it('counts nothing when the user closes the share sheet', async () => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')),
    });
    const api = recordApiRequests(server);
    await shareOpening(9);
    expect(api.requests).toHaveLength(0);
  });

  it('alerts when the device cannot share', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = recordApiRequests(server);
    await shareOpening(9);
    expect(alert).toHaveBeenCalledWith('Sharing not supported on this device');
    expect(api.requests).toHaveLength(0);
  });
});
