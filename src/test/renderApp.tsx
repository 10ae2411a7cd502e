import { render } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { App } from '../App';
import { oneChannelDataProvider } from './fakes';

/** The whole app at a browser path, on the one-channel data provider, as the auth provider says. */
export function renderAppAt(path: string, authProvider: AuthProvider) {
  window.history.pushState({}, '', path);
  return render(<App dataProvider={oneChannelDataProvider} authProvider={authProvider} />);
}
