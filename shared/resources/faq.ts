import { CREATOR_SIDE } from '../roles';
import { declareAccess } from './types';

/**
 * The FAQ (spec 001 §2.7): an external page for creators, offered in the top bar's search (a creator
 * team member searches as its creator, spec 001 §1) when FAQ_URL gives its address.
 */
export const faq = declareAccess({ name: 'faq', actions: { open: CREATOR_SIDE } });
