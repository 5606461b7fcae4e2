import { apiSlice } from '../../../lib/api/api-slice';

/** The one API with Discover's cache tags, added when this feature first loads. */
export const discoverApi = apiSlice.enhanceEndpoints({ addTagTypes: ['Favourites'] });
