/** A duration as m:ss (h:mm:ss past an hour), for cards and tables: the same as the library's CSV. */
export { clockDuration as formatDuration } from '../../../shared/libraryCsv';
