import { z } from 'zod';
import { urlId } from './common';
import { order } from './orders';
import type { SocialProvider } from './auth';

/**
 * Accounts (issue 11): the identity configuration the storefront reads at startup, the signed-in
 * user, saved addresses, preferences, SMS consent, email checks, order history and device traits.
 *
 * Authentication: `Authorization: Bearer <access token>` (a JWT from the identity provider for the
 * audience below). Without a valid token `GET /v1/users/me` answers 401; every other account read
 * answers its empty result (200, shown per route); every account write answers 401. All in the
 * common error shape (`errorResponse`).
 */

// ---------------------------------------------------------------------------------------------
// GET /services/core/api/v1/auth/config: how to configure @auth0/auth0-spa-js

/** Social sign-ins the storefront may offer (spec flag web_auth0_social). */
export const socialProvider = z.enum(['google', 'facebook', 'apple'] satisfies SocialProvider[]);
// the sign-in constants live in ./auth, which the browser imports without zod
export { SOCIAL_CONNECTIONS, EMAIL_CONNECTION, AUTH_SCOPE, AUTH_CALLBACK_PATH, type SocialProvider } from './auth';

export const authConfig = z.object({
  /** auth0-spa-js `domain`: the tenant ('crust.us.auth0.com') or, embedded, this server's own origin ('http://localhost:3000') */
  domain: z.string(),
  client_id: z.string(),
  /** auth0-spa-js `authorizationParams.audience` */
  audience: z.string(),
  /** true when the server's embedded identity provider answers (no AUTH0_DOMAIN) */
  embedded: z.boolean(),
  /** social buttons to show, in this order */
  social: z.array(socialProvider),
});
export type AuthConfig = z.infer<typeof authConfig>;

// ---------------------------------------------------------------------------------------------
// Users

export const marketingEmailStatus = z.enum(['opted_in', 'subscribed', 'unsubscribed']);

export const userPreferences = z.object({
  id: z.number().int(),
  marketing_email_status: marketingEmailStatus,
  include_plastic_utensils: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferences>;

export const user = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  /** ten digits, or null until the user gives one */
  phone: z.string().nullable(),
  /** 'auth0' (email and password), 'google-oauth2', 'facebook' or 'apple' */
  identity_provider: z.string(),
  preferences: userPreferences,
  /** consent for the account's own phone (spec defaults: transactional true, marketing false) */
  sms_opt_in: z.object({ transactional: z.boolean(), marketing: z.boolean() }),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

/** GET /v1/users/me → 200; 401 without a valid token. PUT /v1/users/{id} → 200. */
export const userResponse = z.object({ user });
export type UserResponse = z.infer<typeof userResponse>;

export const userParams = z.object({ id: urlId });

/**
 * PUT /v1/users/{id}: the whole contact at once. 401 without a valid token; 403 `forbidden` for
 * another user's id; 422 with one detail per failing field (field = the body key), messages:
 * '{Field} is required' (First name, Last name, Phone, Email), 'Please enter a valid e-mail address',
 * 'Please enter valid phone number in this format XXX-XXX-XXXX', and the conflicts the storefront
 * remaps: 'Email has already been taken' (code email_taken), 'Phone has already been taken' (phone_taken).
 */
export const updateUserRequest = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  /** XXX-XXX-XXXX or ten digits (spaces, dots and brackets are ignored); stored as ten digits */
  phone: z.string().max(30),
  email: z.string().max(254),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

export const USER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneInvalid: 'Please enter valid phone number in this format XXX-XXX-XXXX',
  emailTaken: 'Email has already been taken',
  phoneTaken: 'Phone has already been taken',
} as const;

/**
 * GET /v1/users/me/turn_to/user_data and /logged_in_data: the review widget's single-sign-on tokens,
 * HS256 JWTs signed by the server (claims: sub = user id, typ 'turnto-user-data' with first_name,
 * last_name, email, or typ 'turnto-logged-in'; 1 hour). Signed out: `{}`.
 */
export const turnToToken = z.union([z.object({ token: z.string(), expires_at: z.string() }), z.object({}).strict()]);
export type TurnToToken = z.infer<typeof turnToToken>;

// ---------------------------------------------------------------------------------------------
// Preferences

/** GET /v1/user_preferences → `{ user_preferences }`; signed out: `{}`. */
export const userPreferencesResponse = z.union([z.object({ user_preferences: userPreferences }), z.object({}).strict()]);
export type UserPreferencesResponse = z.infer<typeof userPreferencesResponse>;

export const userPreferencesParams = z.object({ id: urlId });

/** PUT /v1/user_preferences/{id}: either field or both → 200 `{ user_preferences }`; 404 for another account's id. */
export const updateUserPreferencesRequest = z.object({
  marketing_email_status: marketingEmailStatus.optional(),
  include_plastic_utensils: z.boolean().optional(),
});
export type UpdateUserPreferencesRequest = z.infer<typeof updateUserPreferencesRequest>;
export const updatedUserPreferencesResponse = z.object({ user_preferences: userPreferences });

// ---------------------------------------------------------------------------------------------
// SMS subscriptions

export const smsSubscription = z.object({
  id: z.number().int(),
  /** ten digits */
  phone_number: z.string(),
  email: z.string().nullable(),
  more: z.object({ transactional: z.boolean(), marketing: z.boolean() }),
  updated_at: z.string(),
});
export type SmsSubscription = z.infer<typeof smsSubscription>;

/** GET /v1/sms_subscriptions?phone_number= → the account's subscriptions (for that number when given); signed out: []. */
export const smsSubscriptionsQuery = z.object({ phone_number: z.string().max(30).optional() });
export const smsSubscriptionsResponse = z.array(smsSubscription);

/**
 * POST /v1/sms_subscriptions: sets the account's consent for one number → 201 (new) or 200 (changed)
 * `{ sms_subscription }`. 422 'Please enter valid phone number in this format XXX-XXX-XXXX' (field
 * phone_number) or 'Please enter a valid e-mail address' (field email). Turning marketing on needs the number
 * verified by this account first (422 phone_unverified, PHONE_VERIFICATION.messages.unverified).
 */
export const createSmsSubscriptionRequest = z.object({
  phone_number: z.string().max(30),
  email: z.string().max(254).nullable().optional(),
  more: z
    .object({ transactional: z.boolean().default(true), marketing: z.boolean().default(false) })
    .default({ transactional: true, marketing: false }),
});
export type CreateSmsSubscriptionRequest = z.infer<typeof createSmsSubscriptionRequest>;
export const smsSubscriptionResponse = z.object({ sms_subscription: smsSubscription });

// ---------------------------------------------------------------------------------------------
// Phone verification (issue 37 item 7): marketing texts only to a number the account proved it holds

/** The texts and limits of phone verification (not in the spec: the house's own words). */
export const PHONE_VERIFICATION = {
  codeDigits: 6,
  codeMinutes: 10,
  /** codes sent to one number for one account per hour */
  sendsPerHour: 3,
  /** wrong codes before the code is void */
  attemptsPerCode: 5,
  messages: {
    text: (code: string) => `${code} is your Crust verification code. It expires in 10 minutes.`,
    codeInvalid: "That code doesn't match. Check the text we sent and try again.",
    codeExpired: 'That code has expired. Send a new one.',
    noCode: 'Send a code to this number first.',
    attemptsExhausted: 'Too many wrong codes. Send a new one.',
    sendsExhausted: "You've asked for 3 codes in the last hour. Please try again later.",
    unverified: 'Verify this number with the code we text you before signing up for deals by text.',
  },
} as const;

/** POST /v1/phone_verifications: texts a code to the number → 201 `{ phone_verification }` (429 after 3 in an hour). */
export const sendPhoneCodeRequest = z.object({ phone_number: z.string().max(30) });
/** POST /v1/phone_verifications/confirm: the code typed → 200 `{ phone_verification }` verified, or 422/429. */
export const confirmPhoneCodeRequest = z.object({ phone_number: z.string().max(30), code: z.string().max(20) });
export const phoneVerification = z.object({
  /** ten digits */
  phone_number: z.string(),
  verified: z.boolean(),
  /** when the code sent last expires (null once verified) */
  code_expires_at: z.string().nullable(),
});
export type PhoneVerification = z.infer<typeof phoneVerification>;
export const phoneVerificationResponse = z.object({ phone_verification: phoneVerification });
/** GET /v1/phone_verifications?phone_number=: whether the account verified that number. */
export const phoneVerificationQuery = z.object({ phone_number: z.string().max(30) });

// ---------------------------------------------------------------------------------------------
// Email validation (guests too)

/** POST /v1/email/validate */
export const validateEmailRequest = z.object({ email_address: z.string().max(254) });
/** valid: the address is well formed; suggestions: likely intended addresses, best first ('…@gmial.com' → '…@gmail.com'); the storefront shows the first. */
export const validateEmailResponse = z.object({
  email_address: z.string(),
  valid: z.boolean(),
  suggestions: z.array(z.string()),
  /** an account already uses this address: checkout offers a guest to sign in, so the order lands in its history (issue 31 item 9) */
  has_account: z.boolean(),
});
export type ValidateEmailResponse = z.infer<typeof validateEmailResponse>;

// ---------------------------------------------------------------------------------------------
// Saved addresses

export const savedAddress = z.object({
  id: z.number().int(),
  address: z.string(),
  /** with a single leading '#', or null */
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  created_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET /v1/addresses → the account's addresses, newest first; signed out: []. */
export const savedAddressesResponse = z.array(savedAddress);

/**
 * POST /v1/addresses `{ address: {...} }` → 201 `{ address }` (200 with the stored one when the same
 * address is saved again). 400: malformed body. 401: not signed in. 422 details (field = key inside
 * `address`): 'This is a required field' (address, city, state, zipcode), 'Enter a valid Zip Code',
 * 'Please enter a valid delivery address' (the geocoder does not know it), 'You can save up to 50 addresses.'
 */
export const createAddressRequest = z.object({
  address: z.object({
    address: z.string().max(200),
    address2: z.string().max(100).nullable().optional(),
    city: z.string().max(100),
    state: z.string().max(50),
    zipcode: z.string().max(10),
  }),
});
export type CreateAddressRequest = z.infer<typeof createAddressRequest>;
export const savedAddressResponse = z.object({ address: savedAddress });
export const ADDRESS_MESSAGES = {
  required: 'This is a required field',
  zipInvalid: 'Enter a valid Zip Code',
  notFound: 'Please enter a valid delivery address',
  limit: 'You can save up to 50 addresses.',
} as const;
export const MAX_SAVED_ADDRESSES = 50;

/** DELETE /v1/addresses/{id} → 204; 404 address_not_found when it is not the account's; 401 signed out. */
export const addressParams = z.object({ id: urlId });

// ---------------------------------------------------------------------------------------------
// Order history

/** GET /v1/orders?per_page=15&page=1&web_slug= (web_slug: one shop's 'state/city/zip/slug'). */
export const orderHistoryQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(50).default(15),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  web_slug: z.string().max(300).optional(),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuery>;

/** The signed-in account's orders, newest first; signed out (or an unknown web_slug): no orders, total 0. */
export const orderHistoryResponse = z.object({
  orders: z.array(order),
  meta: z.object({
    pagination: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total_count: z.number().int(),
      total_pages: z.number().int(),
    }),
  }),
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// Device traits (traits service: /services/traits/api)

/** GET /v1/user-device/latest?device_id=<the browser's anonymous id> */
export const userDeviceQuery = z.object({ device_id: z.string().max(100) });
/**
 * What the first-party collector has seen of this browser (its analytics events): null when nothing.
 * signed_in: whether this request carried a valid token.
 */
export const userDeviceResponse = z.object({
  user_device: z
    .object({
      device_id: z.string(),
      platform: z.literal('web'),
      first_seen_at: z.string(),
      last_seen_at: z.string(),
      events_count: z.number().int(),
      last_page: z.string().nullable(),
    })
    .nullable(),
  signed_in: z.boolean(),
});
export type UserDeviceResponse = z.infer<typeof userDeviceResponse>;
