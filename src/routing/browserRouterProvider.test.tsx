import { render, screen } from '@testing-library/react';
import { reactRouterProvider as raProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reactRouterProvider } from './browserRouterProvider';

describe('the build’s router adapter', () => {
  it('offers everything ra-core’s react-router adapter offers', () => {
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(raProvider).sort());
  });

  it('renders inside the app’s router', () => {
    const { RouterWrapper } = reactRouterProvider;
    render(
      <MemoryRouter>
        <RouterWrapper>inside</RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('inside')).toBeInTheDocument();
  });

  it('refuses to run without one, where ra-core would create a hash router', () => {
    const { RouterWrapper } = reactRouterProvider;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RouterWrapper>outside</RouterWrapper>)).toThrow(/BrowserRouter/);
  });
});
