import { mockApi } from '../test-utils';
import { SHARE_TEXT, shareOpening } from './share-opening';

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  delete (navigator as { share?: unknown }).share;
  jest.restoreAllMocks();
});

describe('sharing an opening', () => {
  it("opens the share sheet with the text and the opening's link, then counts one share", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const api = mockApi({ 'PATCH /referrals/increment-count/9': () => ({ body: { success: true } }) });
    await shareOpening(9);
    expect(share).toHaveBeenCalledWith({
      text: SHARE_TEXT,
      url: `${window.location.origin}/job-opening?id=9`,
    });
    expect(SHARE_TEXT).toBe('Check out this job opening!');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('PATCH /referrals/increment-count/9')[0]?.body).toEqual({ share_count: 1 });
  });

  it('counts nothing when the user closes the share sheet', async () => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')),
    });
    const api = mockApi({});
    await shareOpening(9);
    expect(api.calls).toHaveLength(0);
  });

  it('alerts when the device cannot share', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = mockApi({});
    await shareOpening(9);
    expect(alert).toHaveBeenCalledWith('Sharing not supported on this device');
    expect(api.calls).toHaveLength(0);
  });
});
