/** Where signed-in users land, and where forbidden routes send them (spec 000 §2, §6). */
export const HOME_PATH = '/dashboard/analytics';

/** Where a creator without a channel is held (spec 000 §4). */
export const STEP_2_PATH = '/step-2';

/** Shown after a creator's first channel is added (spec 000 §2). */
export const STEP_3_PATH = '/step-3';

/** Where a channel is added through Google's sign-in (spec 000 §2). */
export const ADD_CHANNEL_PATH = '/channels/add-new';
