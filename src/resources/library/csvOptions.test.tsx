import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LIBRARY_CSV_WORDS } from '../../../shared/libraryCsv';
import { i18nProvider } from '../../i18n';
import { useLibraryCsvOptions } from './csvOptions';

function Options() {
  return <pre>{JSON.stringify(useLibraryCsvOptions())}</pre>;
}

describe("the library CSV's options", () => {
  it("gives the server every word of the file in the reader's language, with the locale and time zone", async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'fr' })}>
        <Options />
      </AdminContext>,
    );
    const shown = await screen.findByText(/"Titre"/);
    const options = JSON.parse(shown.textContent!) as { locale: string; time_zone: string; words: object };
    expect(options.locale).toBe('fr');
    expect(options.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(Object.keys(options.words).sort()).toEqual([...LIBRARY_CSV_WORDS].sort());
    expect(options.words).toMatchObject({
      title: 'Titre',
      kind: 'Type',
      rights_holder_name: 'Propriétaire de contenu',
      kind_footage: 'Séquence',
      policy_monetize: 'Monétiser',
      dislikes: "Je n'aime pas",
    });
    // Every word is a translation: no key is sent as its own word.
    for (const word of Object.values(options.words)) expect(word).not.toMatch(/^resources\./);
  });
});
