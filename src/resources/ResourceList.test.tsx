import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter, useListContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../shared/roles';
import { i18nProvider } from '../i18n';
import { oneChannelDataProvider, signedInAs } from '../test/fakes';
import { csvExporter } from './csvExport';
import { ResourceList } from './ResourceList';

function ExporterProbe() {
  const { exporter } = useListContext();
  return <span>{exporter === csvExporter ? 'formula-safe exporter' : 'another exporter'}</span>;
}

describe('ResourceList', () => {
  it("gives the list's Export button the formula-safe exporter", async () => {
    render(
      <TestMemoryRouter initialEntries={['/channels']}>
        <AdminContext
          dataProvider={oneChannelDataProvider}
          authProvider={signedInAs(UserType.ADMIN)}
          i18nProvider={i18nProvider}
        >
          <ResourceContextProvider value="channels">
            <ResourceList>
              <ExporterProbe />
            </ResourceList>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('formula-safe exporter')).toBeInTheDocument();
  });
});
