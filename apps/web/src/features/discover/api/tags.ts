import { apiSlice } from '../../../lib/api/api-slice';

/**
 * The one API with Discover's cache tags, added when this feature first loads. `Discover` marks the lists of members
 * (matches and search, who viewed me) that a block or an unblock changes (the safety feature asks for them again).
 */
export const discoverApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Favourites', 'Discover'] });
