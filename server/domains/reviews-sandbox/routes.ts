import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postReviewRequest, REVIEW_MESSAGES, reviewResponse } from '../../contract/reviews-sandbox';
import { identityKeys } from '../../identity/keys';
import { ApiError } from '../api-error';
import type { RouteDeps } from '../route-deps';
import { postReview } from './service';
import { reviewerOf, type Reviewer } from './token';

const signInAgain = () => new ApiError(401, { code: 'unauthorized', message: REVIEW_MESSAGES.signIn });

/** The embedded review provider stand-in; prefix REVIEWS_SANDBOX_PATH. */
export const reviewsSandboxRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  const reviewers = new WeakMap<object, Reviewer>();
  app.post(
    '/v1/reviews',
    {
      schema: { body: postReviewRequest, response: { 200: reviewResponse, 201: reviewResponse } },
      // the token is checked before the body, so a caller without one learns nothing about what it sent
      preValidation: async (request) => {
        const reviewer = await reviewerOf(request.headers.authorization, (await identityKeys(db)).turnToSecret, clock());
        if (!reviewer) throw signInAgain();
        reviewers.set(request, reviewer);
      },
    },
    async (request, reply) => {
      const posted = await postReview(db, reviewers.get(request)!, request.body, clock());
      if (!posted) throw signInAgain();
      return reply.status(posted.created ? 201 : 200).send(posted.body);
    },
  );
};
