import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
  it('confirms a request that was just submitted', () => {
    renderAt({ pathname: '/confirmation', state: SUBMITTED_STATE });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your referral request has been submitted!' }),
    ).toBeInTheDocument();
  });

  it('sends anyone who submitted nothing (a visitor, a typed URL) to the home page', () => {
    renderAt('/confirmation');
    expect(screen.queryByText('Your referral request has been submitted!')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });
});
