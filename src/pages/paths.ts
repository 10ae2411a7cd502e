/** Where signed-in users land, and where forbidden routes send them (spec 000 §2, §6). */
export const HOME_PATH = '/dashboard/analytics';

/** Where a creator without a channel is held (spec 000 §4). */
export const STEP_2_PATH = '/step-2';
