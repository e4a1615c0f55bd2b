import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { answerClientError, errorBody, registerErrorHandling } from './plugins/errors';
import { registerStorefront } from './plugins/storefront';
import { registerDispatch } from './plugins/dispatch';
import { registerPaymentSweeper } from './plugins/payment-sweeper';
import { registerShopRedirects } from './plugins/shop-redirects';
import { rejectMalformedText } from './plugins/well-formed-text';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRateLimits } from './plugins/rate-limits';
import { auth0BaseUrl, authSettingsFrom, registerAuth } from './plugins/auth';
import { registerIdentity } from './identity/routes';
import { locationRoutes } from './domains/location/routes';
import { shopRoutes } from './domains/shops/routes';
import { menuRoutes } from './domains/menus/routes';
import { cartRoutes } from './domains/cart/routes';
import { orderRoutes } from './domains/orders/routes';
import { orderCancelRoutes } from './domains/orders/order-cancel-routes';
import { trackingRoutes } from './domains/tracking/routes';
import { dispatchControlRoutes } from './domains/dispatch/control-routes';
import { boardRoutes } from './domains/board/routes';
import { couponRoutes } from './domains/coupons/routes';
import { promoRoutes } from './domains/promo/routes';
import { activityRoutes } from './domains/activities/routes';
import { urlShorteningRoutes } from './domains/url-shortening/routes';
import { discoverRoutes } from './domains/shops/discover-routes';
import { shopRequestRoutes } from './domains/shop-requests/routes';
import { analyticsRoutes } from './domains/analytics/routes';
import { userDeviceRoutes, userRoutes } from './domains/users/routes';
import { addressRoutes } from './domains/addresses/routes';
import { paymentGatewayRoutes, paymentRoutes } from './domains/payments/routes';
import { createCardGateway, usesRealStripe } from './domains/payments/stripe-client';
import { stripeSandboxRoutes } from './domains/stripe-sandbox';
import { adyenSandboxRoutes } from './domains/adyen-sandbox';
import { usesRealAdyen } from './domains/payments/adyen-gateway';
import { ADYEN_SANDBOX_PATH } from './contract/adyen';
import { paypalSandboxRoutes } from './domains/paypal-sandbox/routes';
import { reviewsSandboxRoutes } from './domains/reviews-sandbox/routes';
import { REVIEWS_SANDBOX_PATH } from './contract/reviews-sandbox';
import { createPaypal, usesRealPaypal } from './domains/paypal/paypal';
import { paypalRoutes } from './domains/paypal/routes';
import { walletRoutes } from './domains/wallet/routes';
import { PAYPAL_SANDBOX_PATH } from './contract/paypal';
import { STRIPE_SANDBOX_PATH } from './contract/payments';
import { supportRoutes } from './domains/support/routes';
import { supportAgentRoutes } from './domains/support/agent-routes';
import { cutSlowBodies, defaultSocketLimits, type SocketLimits } from './plugins/socket-limits';
import { cacheHostRewrite } from './plugins/cache-host';
import { registerUnansweredOrders } from './plugins/unanswered-orders';
import { smsStandIn } from './domains/sms/provider';

export type AppOptions = {
  db: Database;
  config: Pick<Config, 'dispatchSpeed' | 'staticDir' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'dispatchControl'
        | 'cacheHost'
        | 'trustProxy'
        | 'rateLimitFactor'
        | 'rateLimitCounts'
        | 'auth0Domain'
        | 'auth0ClientId'
        | 'auth0Audience'
        | 'auth0Social'
        | 'stripeSecretKey'
        | 'stripePublishableKey'
        | 'adyenApiKey'
        | 'adyenMerchantAccount'
        | 'adyenClientKey'
        | 'adyenEnvironment'
        | 'adyenLiveUrlPrefix'
        | 'paypalClientId'
        | 'paypalClientSecret'
        | 'paypalApiBase'
        | 'googleMapsApiKey'
        | 'featureFlags'
        | 'supportAgentKey'
        | 'paymentSweepMs'
        | 'unansweredEscalateMs'
        | 'unansweredDeclineMs'
      >
    >;
  /** where log lines go (tests read them); standard output when not given */
  logStream?: NodeJS.WritableStream;
  /** the time every rule reads (open hours, ETAs); tests pass a fixed one */
  clock?: () => Date;
  /** request and idle timeouts, connection cap (tests shorten them) */
  socketLimits?: Partial<SocketLimits>;
};

export const bodyLimit = 64 * 1024;

/** A request as the log sees it: no query string (addresses and search text travel there), no headers. */
const requestForLog = (request: { id: string; method: string; url: string }) => ({
  id: request.id,
  method: request.method,
  path: request.url.split('?')[0],
});

/** TRUST_PROXY=<n>: believe the nearest n proxies' forwarding headers */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the platform API and the storefront host; main.ts starts it, tests use app.inject. */
export async function buildApp({ db, config, clock = () => new Date(), logStream, socketLimits }: AppOptions): Promise<FastifyInstance> {
  const limits = { ...defaultSocketLimits, ...socketLimits };
  const app = Fastify({
    requestTimeout: limits.requestTimeout,
    connectionTimeout: limits.connectionTimeout,
    http: { connectionsCheckingInterval: limits.checkingInterval },
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestForLog }, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
    routerOptions: { maxParamLength: 500 },
    rewriteUrl: cacheHostRewrite(config.cacheHost),
    clientErrorHandler: answerClientError,
    // a URL the router cannot decode (e.g. '%ZZ') still answers the contract's error body
    frameworkErrors: (error, _request, reply) => {
      const code = error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request';
      void (reply as FastifyReply).status(400).send(errorBody([{ code, message: error.message }]));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = limits.maxConnections;
  cutSlowBodies(app, limits.requestTimeout);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  rejectMalformedText(app);
  // with a real Auth0 tenant the storefront's auth0-spa-js calls the tenant's token endpoint from the page;
  // with real Stripe keys the checkout loads Stripe.js and its frames; with a maps key, the Maps JavaScript API
  const realStripe = usesRealStripe(config);
  await registerSecurityHeaders(app, config.staticDir, {
    connectTo: config.auth0Domain ? [auth0BaseUrl(config.auth0Domain)] : [],
    cardGateway: realStripe ? 'stripe' : 'sandbox',
    googleMaps: Boolean(config.googleMapsApiKey),
    adyen: usesRealAdyen(config),
  });
  const counts = await registerRateLimits(app, { factor: config.rateLimitFactor, counts: config.rateLimitCounts, db });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  const deps = { db, clock, dispatchSpeed: config.dispatchSpeed };
  // the one Stripe client: the real Stripe with keys, else the embedded sandbox answering on this server
  const cardGateway = createCardGateway(config, app);
  if (!realStripe) {
    await app.register(stripeSandboxRoutes, { prefix: STRIPE_SANDBOX_PATH, db, clock });
    // Stripe's paths at the root too, where the stripe SDK reaches them with only host/port/protocol set
    await app.register(stripeSandboxRoutes, { db, clock, atRoot: true });
  }
  // Adyen (shops whose gateway is adyen): the real Checkout API with keys, else the embedded sandbox answering on this server
  if (!usesRealAdyen(config)) await app.register(adyenSandboxRoutes, { prefix: ADYEN_SANDBOX_PATH, db, clock });
  // PayPal: the real REST API with keys, else the embedded sandbox answering on this server
  const paypal = createPaypal(config, app);
  if (!usesRealPaypal(config)) await app.register(paypalSandboxRoutes, { prefix: PAYPAL_SANDBOX_PATH });
  // the review provider: no real one is configured here, so the embedded stand-in takes the widget's reviews
  await app.register(reviewsSandboxRoutes, { prefix: REVIEWS_SANDBOX_PATH, ...deps });
  const auth = await registerAuth(app, { db, clock, ...authSettingsFrom(config) });
  if (auth.embedded) await registerIdentity(app, { ...auth.settings, trustProxy: Boolean(config.trustProxy) });
  await app.register(shopRoutes, { prefix: '/services/core/api', ...deps });
  await app.register(menuRoutes, { prefix: '/services/core/api', ...deps });
  await app.register(cartRoutes, { prefix: '/services/core/api', ...deps });
  await app.register(orderRoutes, { prefix: '/services/core/api', ...deps, cardGateway, paypal });
  await app.register(orderCancelRoutes, { prefix: '/services/core/api', ...deps, cardGateway, paypal });
  await app.register(paypalRoutes, { prefix: '/services/core/api', ...deps, paypal });
  await app.register(walletRoutes, { prefix: '/services/core/api', ...deps, cardGateway });
  await app.register(couponRoutes, { prefix: '/services/core/api', ...deps });
  await app.register(promoRoutes, { prefix: '/services/core/api', ...deps });
  await app.register(activityRoutes, { prefix: '/services/core/api', ...deps });
  await app.register(urlShorteningRoutes, deps);
  await app.register(shopRequestRoutes, { prefix: '/services/core/api', ...deps });
  await app.register(userRoutes, { prefix: '/services/core/api', ...deps, auth });
  await app.register(addressRoutes, { prefix: '/services/core/api', ...deps, auth });
  await app.register(paymentRoutes, { prefix: '/services/core/api', ...deps, cardGateway });
  await app.register(paymentGatewayRoutes, { prefix: '/services/payment', db });
  await app.register(analyticsRoutes, { prefix: '/services/traits/api', ...deps });
  await app.register(userDeviceRoutes, { prefix: '/services/traits/api', ...deps, auth });
  await app.register(trackingRoutes, { prefix: '/services/tracking/api', ...deps });
  await app.register(locationRoutes, { prefix: '/services/location', googleMapsApiKey: config.googleMapsApiKey ?? null });
  await app.register(discoverRoutes, { prefix: '/services/search', ...deps });
  await app.register(supportRoutes, { prefix: '/services/support/api', ...deps });
  // agents sign in with the identity provider's support_agent role; SUPPORT_AGENT_KEY, when set, is a server-to-server bearer
  await app.register(supportAgentRoutes, { prefix: '/services/support', ...deps, agentKey: config.supportAgentKey ?? null, counts });
  // the pizzeria's order board (its staff only)
  await app.register(boardRoutes, { prefix: '/services/board/api', ...deps, cardGateway, paypal });
  if (config.dispatchControl) await app.register(dispatchControlRoutes, { prefix: '/services/dispatch/api', ...deps, cardGateway, paypal });

  registerShopRedirects(app, db);
  await registerStorefront(app, config.staticDir, config.featureFlags ?? []);
  registerDispatch(app, db, config.dispatchSpeed);
  registerPaymentSweeper(app, db, cardGateway, { everyMs: config.paymentSweepMs ?? 0, clock });
  registerUnansweredOrders(app, db, {
    gateways: { stripe: cardGateway.stripe, adyen: cardGateway.adyen.client, paypal },
    sms: smsStandIn(db),
    limits: { escalateMs: config.unansweredEscalateMs ?? 0, declineMs: config.unansweredDeclineMs ?? 0 },
    clock,
  });
  return app;
}
