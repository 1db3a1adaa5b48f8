import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useSessionStore } from 'shared-auth';
import ConfirmationScreen, { SUBMITTED_STATE } from './confirmation-screen';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(entry: string | { pathname: string; state: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/confirmation" element={<ConfirmationScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/confirmation', () => {
  beforeEach(() => useSessionStore.getState().signIn('user-1', 'asha@example.com'));
  afterEach(() => useSessionStore.getState().clear());

  it('confirms a request that was just submitted', () => {
    renderAt({ pathname: '/confirmation', state: SUBMITTED_STATE });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your referral request has been submitted!' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user who submitted nothing (a typed URL) to the home page', () => {
    renderAt('/confirmation');
    expect(screen.queryByText('Your referral request has been submitted!')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor to the login screen', () => {
    useSessionStore.getState().clear();
    renderAt({ pathname: '/confirmation', state: SUBMITTED_STATE });
    expect(screen.queryByText('Your referral request has been submitted!')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
