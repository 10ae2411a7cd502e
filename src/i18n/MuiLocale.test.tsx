import Pagination from '@mui/material/Pagination';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '.';
import { MuiLocale } from './MuiLocale';

const renderIn = (locale: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <MuiLocale>
        <Pagination count={3} />
      </MuiLocale>
    </AdminContext>,
  );

describe('MuiLocale', () => {
  it("gives MUI's components their texts in the chosen language", async () => {
    renderIn('fr');
    expect(await screen.findByRole('navigation', { name: 'navigation de pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it("keeps MUI's English in English", async () => {
    renderIn('en');
    // The shared i18nProvider may still be in the previous test's French for a tick: wait for English.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await screen.findByRole('navigation', { name: 'pagination navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });
});
