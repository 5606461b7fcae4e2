import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddProfileViewInputSchema,
  AddProfileViewResponseSchema,
  DiscoverQuerySchema,
  DiscoverResponseSchema,
  FavouritesResponseSchema,
  MyViewsResponseSchema,
  ToggleFavouriteInputSchema,
  ToggleFavouriteResponseSchema,
} from '@app/shared/discover';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { refreshGunaMilanPairs } from '../horoscope/index';
import { discoverProfiles } from './discover.service';
import { listFavourites, toggleFavourite } from './favourites.service';
import { addProfileView, myProfileViews } from './profile-views.service';

const security = [{ bearer: [] }];

/**
 * Matches and search (reference `profile/filtered-profiles`), favourites (`profile/favorite/*`) and who viewed me
 * (`profile-view/*`), all signed in.
 */
export const discoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };

  // The horoscope filter's table of scores (guna_milan_pairs) is made equal to the code's as the server starts. A
  // database that does not answer yet must not stop the start (the server reports itself not ready instead): the
  // first search with the filter fills it then (discover.service).
  app.addHook('onReady', async () => {
    try {
      await refreshGunaMilanPairs(app.db);
    } catch (error) {
      app.log.warn(
        { err: error },
        'horoscope: the Guna Milan table could not be filled yet; trying again on first use',
      );
    }
  });

  app.get(
    '/profile/filtered-profiles',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags: ['discover'],
        security,
        summary: 'My mutual matches, filtered and sorted, 20 a page (follow nextCursor)',
        querystring: DiscoverQuerySchema,
        response: {
          200: DiscoverResponseSchema,
          ...errorResponses(...SIGNED_IN, 'VALIDATION_FAILED', 'PROFILE_INCOMPLETE'),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await discoverProfiles(app, requireUser(request), request.query)),
    }),
  );

  app.post(
    '/profile/favorite/toggleFav',
    {
      ...signedIn,
      config: { family: 'shortlist' },
      schema: {
        tags: ['favourites'],
        security,
        summary:
          'Add a member to my favourites or remove them: to `isFavourite` when given, else toggle (201 when added)',
        body: ToggleFavouriteInputSchema,
        response: {
          200: ToggleFavouriteResponseSchema,
          201: ToggleFavouriteResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const { favoritedUserId, isFavourite: wanted } = request.body;
      const { isFavourite, added } = await toggleFavourite(app, requireUser(request), favoritedUserId, wanted);
      return reply.status(added ? 201 : 200).send({
        success: true as const,
        message: isFavourite ? 'Added to your favourites.' : 'Removed from your favourites.',
        isFavourite,
      });
    },
  );

  app.get(
    '/profile/favorite/getFavProfile',
    {
      ...signedIn,
      config: { family: 'shortlist' },
      schema: {
        tags: ['favourites'],
        security,
        summary: 'My favourites I can still see, newest first',
        response: { 200: FavouritesResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, data: await listFavourites(app, requireUser(request)) }),
  );

  app.post(
    '/profile-view/add-view',
    {
      ...signedIn,
      config: { family: 'browse' },
      schema: {
        tags: ['profile views'],
        security,
        summary: "Record that I opened a member's profile (once a day per member)",
        body: AddProfileViewInputSchema,
        response: { 200: AddProfileViewResponseSchema, ...errorResponses(...SIGNED_IN, ...BODY, 'NOT_FOUND') },
      },
    },
    async (request) => {
      const { recorded } = await addProfileView(app, requireUser(request), request.body.receiverId);
      return {
        success: true as const,
        message: recorded ? 'Your visit is recorded.' : 'Your visit today was already recorded.',
        recorded,
      };
    },
  );

  app.get(
    '/profile-view/my-views',
    {
      ...signedIn,
      schema: {
        tags: ['profile views'],
        security,
        summary: 'Who viewed my profile, latest first (the count only, with requiredTier, on a plan without the list)',
        response: { 200: MyViewsResponseSchema, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request) => ({ success: true as const, ...(await myProfileViews(app, requireUser(request))) }),
  );
};
