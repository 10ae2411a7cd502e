import { render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the spec texts exactly and links back to the root', () => {
    render(
      <TestMemoryRouter initialEntries={['/nowhere']}>
        <AdminContext i18nProvider={i18nProvider}>
          <NotFound />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '404 - Page Not Found!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The page you are looking for might have beel removed, had it's name changed, or is temporarily unavailable.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });
});
