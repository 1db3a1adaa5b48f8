import { screen } from '@testing-library/react';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import LinkedinAccessTokenScreen from './linkedin-access-token-screen';

describe('/linkedin-access-token', () => {
  const server = setupApiMock();

  it('exchanges the code once and shows the expiry in days', async () => {
    server.use(
      apiHttp.get('/linkedin/access-token', ({ response }) =>
        response(200).json({ access_token: 'AQX-token', expires_in: 59 }),
      ),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<LinkedinAccessTokenScreen />, { url: '/linkedin-access-token?code=abc123' });
    expect(await screen.findByText('59')).toBeInTheDocument();
    expect(screen.getByText(/The access token expires in/)).toHaveTextContent(
      'The access token expires in 59 days.',
    );
    expect(screen.getByLabelText('Access token')).toHaveValue('AQX-token');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.get('auth_code')).toBe('abc123');
    expect(requests[0]?.query.get('redirect_uri')).toBe(`${window.location.origin}/linkedin-access-token`);
  });

  it('explains a missing code without calling the API', async () => {
    const { requests } = recordApiRequests(server);
    renderWithProviders(<LinkedinAccessTokenScreen />, { url: '/linkedin-access-token' });
    expect(screen.getByText('No authorization code')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the authorization again' })).toHaveAttribute(
      'href',
      '/linkedin-auth-code-url',
    );
    expect(requests).toHaveLength(0);
  });

  it('shows the server reason when the exchange fails', async () => {
    server.use(
      apiHttp.get('/linkedin/access-token', ({ response }) =>
        response(400).json({ message: 'LinkedIn refused the code.' }),
      ),
    );
    renderWithProviders(<LinkedinAccessTokenScreen />, { url: '/linkedin-access-token?code=used' });
    expect(await screen.findByText('LinkedIn refused the code.')).toBeInTheDocument();
  });
});
