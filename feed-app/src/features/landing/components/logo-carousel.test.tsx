import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoCarousel } from './logo-carousel';

const originalWidth = window.innerWidth;

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => setViewportWidth(originalWidth));

describe('LogoCarousel', () => {
  it('names each of the 9 companies once for assistive technology', () => {
    render(<LogoCarousel />);
    const strip = screen.getByTestId('logo-carousel');
    const logos = within(strip).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([
      'Google',
      'Microsoft',
      'Amazon',
      'Flipkart',
      'Swiggy',
      'Uber',
      'Atlassian',
      'Salesforce',
      'Walmart',
    ]);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '120');
      expect(logo).toHaveAttribute('height', '32');
    }
  });

  it.each([
    [1280, '6'],
    [800, '3'],
    [400, '2'],
  ])('at %i px the viewport is sized for %s logos', (width, perView) => {
    setViewportWidth(width);
    render(<LogoCarousel />);
    expect(screen.getByTestId('logo-carousel').style.getPropertyValue('--per-view')).toBe(perView);
  });

  it('stops moving when paused and moves again when played', async () => {
    render(<LogoCarousel />);
    const track = screen.getByRole('list');
    expect(track).not.toHaveClass('paused');
    await userEvent.click(screen.getByRole('button', { name: 'Pause logo strip' }));
    expect(track).toHaveClass('paused');
    await userEvent.click(screen.getByRole('button', { name: 'Play logo strip' }));
    expect(track).not.toHaveClass('paused');
  });
});
