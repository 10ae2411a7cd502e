import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { findSimpleDeclarations, registryFiles } from '../../scripts/declaredRegistry';

it('lists every simple declaration of shared/resources, as npm run db:generate writes the lists', async () => {
  const names = (await findSimpleDeclarations()).map((found) => found.exportName);
  expect(names).toEqual(expect.arrayContaining(['categories', 'energyLevels']));
  for (const [file, text] of Object.entries(await registryFiles())) {
    expect(await readFile(file, 'utf8'), `${file} is stale: run npm run db:generate`).toBe(text);
  }
});
