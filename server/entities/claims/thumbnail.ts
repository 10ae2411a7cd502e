import { isAllowedChannelIcon } from '../../../shared/channelIcons';
import { URL_MAX_LENGTH } from '../../../shared/constants';

/** A thumbnail shown in browsers: only from YouTube's image hosts (shared/channelIcons), else none. */
export const safeThumbnail = (url: string | null) =>
  url && url.length <= URL_MAX_LENGTH && isAllowedChannelIcon(url) ? url : null;
