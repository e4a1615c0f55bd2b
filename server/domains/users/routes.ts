import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfig,
  confirmPhoneCodeRequest,
  createSmsSubscriptionRequest,
  phoneVerificationQuery,
  phoneVerificationResponse,
  sendPhoneCodeRequest,
  smsSubscriptionResponse,
  smsSubscriptionsQuery,
  smsSubscriptionsResponse,
  turnToToken as turnToTokenShape,
  updatedUserPreferencesResponse,
  updateUserPreferencesRequest,
  updateUserRequest,
  userDeviceQuery,
  userDeviceResponse,
  userParams,
  userPreferencesParams,
  userPreferencesResponse,
  userResponse,
  validateEmailRequest,
  validateEmailResponse,
} from '../../contract/users';
import { identityKeys } from '../../identity/keys';
import { requireUser, signedInUser, type Auth } from '../../plugins/auth';
import { ApiError } from '../api-error';
import type { RouteDeps } from '../route-deps';
import { smsStandIn, type SmsSender } from '../sms/provider';
import { confirmPhoneCode, phoneVerificationOf, sendPhoneCode } from './phone-verification';
import { deviceActivity } from './repository';
import {
  changePreferences,
  checkEmail,
  getPreferences,
  presentUser,
  smsSubscriptionsOf,
  subscribeSms,
  turnToToken,
  updateProfile,
} from './service';

export type AccountRouteDeps = RouteDeps & {
  auth: Auth;
  /** the SMS provider; the stand-in (server/domains/sms) when not given */ sms?: SmsSender;
};

/** Account data is personal: never stored by a cache on the way. */
export const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
  reply.header('cache-control', 'no-store');
};

/** The identity configuration and the signed-in account; prefix /services/core/api. */
export const userRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, { db, clock, auth, sms = smsStandIn(db) }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));

  app.get('/v1/auth/config', { schema: { response: { 200: authConfig } } }, async (request) => auth.config(request));

  app.get('/v1/users/me', { schema: { response: { 200: userResponse } } }, async (request, reply) => {
    const user = requireUser(request, reply);
    return { user: await presentUser(db, user, clock()) };
  });

  for (const [path, kind] of [
    ['user_data', 'user_data'],
    ['logged_in_data', 'logged_in'],
  ] as const) {
    app.get(`/v1/users/me/turn_to/${path}`, { schema: { response: { 200: turnToTokenShape } } }, async (request) => {
      const user = signedInUser(request);
      if (!user) return {} as Record<string, never>;
      return turnToToken(user, kind, (await identityKeys(db)).turnToSecret, clock());
    });
  }

  app.put(
    '/v1/users/:id',
    { schema: { params: userParams, body: updateUserRequest, response: { 200: userResponse } } },
    async (request, reply) => {
      const user = requireUser(request, reply);
      if (request.params.id !== user.id) throw new ApiError(403, { code: 'forbidden', message: 'You can only change your own account.' });
      const updated = await updateProfile(db, user, request.body, clock());
      return { user: await presentUser(db, updated, clock()) };
    },
  );

  // account reads answer 401 signed out; the storefront reads that as nothing saved (checkout §6, §8)
  app.get('/v1/user_preferences', { schema: { response: { 200: userPreferencesResponse } } }, async (request, reply) => {
    const user = requireUser(request, reply);
    return { user_preferences: await getPreferences(db, user.id, clock()) };
  });

  app.put(
    '/v1/user_preferences/:id',
    {
      schema: { params: userPreferencesParams, body: updateUserPreferencesRequest, response: { 200: updatedUserPreferencesResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request, reply);
      return { user_preferences: await changePreferences(db, user.id, request.params.id, request.body, clock()) };
    },
  );

  app.get(
    '/v1/sms_subscriptions',
    { schema: { querystring: smsSubscriptionsQuery, response: { 200: smsSubscriptionsResponse } } },
    async (request, reply) => {
      const user = requireUser(request, reply);
      return smsSubscriptionsOf(db, user.id, request.query.phone_number);
    },
  );

  app.post(
    '/v1/sms_subscriptions',
    {
      schema: { body: createSmsSubscriptionRequest, response: { 200: smsSubscriptionResponse, 201: smsSubscriptionResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request, reply);
      const { created, subscription } = await subscribeSms(db, user.id, request.body, clock());
      return reply.status(created ? 201 : 200).send({ sms_subscription: subscription });
    },
  );

  // marketing texts need the number verified first (issue 37 item 7): a code texted, then typed back
  app.get(
    '/v1/phone_verifications',
    { schema: { querystring: phoneVerificationQuery, response: { 200: phoneVerificationResponse } } },
    async (request, reply) => {
      const user = requireUser(request, reply);
      return { phone_verification: await phoneVerificationOf(db, user.id, request.query.phone_number) };
    },
  );

  app.post(
    '/v1/phone_verifications',
    {
      schema: { body: sendPhoneCodeRequest, response: { 200: phoneVerificationResponse, 201: phoneVerificationResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request, reply);
      const { sent, verification } = await sendPhoneCode(db, sms, user.id, request.body.phone_number, clock());
      return reply.status(sent ? 201 : 200).send({ phone_verification: verification });
    },
  );

  app.post(
    '/v1/phone_verifications/confirm',
    {
      schema: { body: confirmPhoneCodeRequest, response: { 200: phoneVerificationResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request, reply);
      return { phone_verification: await confirmPhoneCode(db, user.id, request.body.phone_number, request.body.code, clock()) };
    },
  );

  // guests check their email at checkout too
  app.post('/v1/email/validate', { schema: { body: validateEmailRequest, response: { 200: validateEmailResponse } } }, async (request) =>
    checkEmail(db, request.body.email_address),
  );

  // saved cards: server/domains/payments/routes.ts
};

/** Device traits; prefix /services/traits/api. */
export const userDeviceRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, { db }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));
  app.get(
    '/v1/user-device/latest',
    { schema: { querystring: userDeviceQuery, response: { 200: userDeviceResponse } } },
    async (request) => {
      const deviceId = request.query.device_id.trim().toLowerCase();
      const signedIn = signedInUser(request) !== null;
      if (!z.string().uuid().safeParse(deviceId).success) return { user_device: null, signed_in: signedIn };
      const activity = await deviceActivity(db, deviceId);
      return {
        user_device: activity
          ? {
              device_id: deviceId,
              platform: 'web' as const,
              first_seen_at: activity.firstSeenAt.toISOString(),
              last_seen_at: activity.lastSeenAt.toISOString(),
              events_count: activity.eventsCount,
              last_page: activity.lastPage,
            }
          : null,
        signed_in: signedIn,
      };
    },
  );
};
