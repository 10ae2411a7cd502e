import { useResourceContext } from 'react-admin';
import { isResourceName, RESOURCES } from '../../../shared/resources';
import type { SimpleResource } from '../../../shared/resources/simple';
import type { ResourceDeclaration } from '../../../shared/resources/types';

/** The simple resource whose page this is: its views read everything from its declaration. */
export function useSimple(): { name: string; simple: SimpleResource } {
  const name = useResourceContext();
  const declaration: ResourceDeclaration | undefined =
    name && isResourceName(name) ? RESOURCES[name] : undefined;
  if (!declaration?.simple) throw new Error(`${name ?? 'A page'} is not a declared simple resource`);
  return { name: declaration.name, simple: declaration.simple };
}
