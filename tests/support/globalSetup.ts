import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, removeSeededTemplate } from './seededDatabase';

/** Migrates and seeds the demo database once for the run; each test app starts from a copy. */
export default async function setup(project: TestProject) {
  const template = await buildSeededTemplate(fs.mkdtempSync(path.join(os.tmpdir(), 'drm-template-')));
  project.provide('seededTemplate', template);
  return () => removeSeededTemplate(template);
}
