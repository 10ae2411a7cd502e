import { readFileSync } from 'node:fs';

/**
 * The Node.js major versions `engines` in package.json declares (`^22.12.0 || ^24.0.0` → 22, 24), read
 * from there so the start-up warning and npm's check never disagree.
 */
export function supportedNodeLines(engines: string): number[] {
  return [...engines.matchAll(/(?:^|\|\|)\s*[\^~>=]*\s*(\d+)\./g)].map((match) => Number(match[1]));
}

/** A warning when this Node is not one of the declared lines (Node 20 ended its life in April 2026); undefined when it is. */
export function nodeLineWarning(version: string, engines: string): string | undefined {
  const lines = supportedNodeLines(engines);
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (lines.includes(major)) return undefined;
  return `Node ${version} is not a supported line (${lines.join(' or ')}, package.json's engines): it may lack security updates, and some dependencies need 22 or later`;
}

/** package.json's `engines.node`, read once at start. */
export function declaredEngines(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines?: { node?: string };
  };
  return pkg.engines?.node ?? '';
}
