import BoltIcon from '@mui/icons-material/Bolt';
import CategoryIcon from '@mui/icons-material/Category';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import { lazy, type ComponentType } from 'react';
import { RESOURCES } from '../../../shared/resources';
import type { PageIcon } from '../../../shared/resources/simple';
import { isSimple, type ResourceDeclaration, type SimpleDeclaration } from '../../../shared/resources/types';
import { crudViews } from '../crudViews';
import type { ResourceDefinition } from '../types';

const ICONS: Record<PageIcon, ComponentType> = {
  bolt: BoltIcon,
  category: CategoryIcon,
  speaker: RecordVoiceOverIcon,
};

/**
 * A simple resource's pages, from its declaration: one list and one form for all of them, loaded when
 * first opened, each reading its declaration by the page's resource.
 */
const definitionOf = (declaration: SimpleDeclaration): ResourceDefinition => ({
  ...declaration,
  list: lazy(() => import('./DeclaredList')),
  ...crudViews(() => import('./DeclaredInputs')),
  icon: ICONS[declaration.simple.icon],
  recordRepresentation: 'name',
});

/** Every declared simple resource: it has no folder of its own. */
export const SIMPLE_DECLARATIONS: readonly SimpleDeclaration[] = (
  Object.values(RESOURCES) as ResourceDeclaration[]
).filter(isSimple);

export const simpleDefinitions: readonly ResourceDefinition[] = SIMPLE_DECLARATIONS.map(definitionOf);
