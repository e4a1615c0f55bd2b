import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../contract/common';
import { ApiError, type ApiErrorDetail } from '../domains/api-error';
import { loggableError } from './loggable-error';

export function errorBody(details: ApiErrorDetail[], orderCodes?: string[]): ErrorResponse {
  return { errors: details, meta: { errors: { order: orderCodes ?? [...new Set(details.map((d) => d.code))] } } };
}

/** 'order.order_items_attributes.0.products_id'; query keys keep their brackets ('filter[address]'). */
function fieldOf(instancePath: string): string | undefined {
  const path = instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return path.length ? path.join('.') : undefined;
}

const clientErrorCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 400, code: 'body_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'Send the request body as application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    message: 'The Content-Length header does not match the body.',
  },
};

const statusCodes: Record<number, string> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  411: 'length_required',
  413: 'body_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/**
 * A request Node's HTTP parser cannot read (a bad Content-Length, a URL or headers over 16 KB) never
 * reaches Fastify's routing: the answer is written on the socket, still in the contract's error shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason, detail] = tooLarge
    ? [
        431,
        'Request Header Fields Too Large',
        { code: 'headers_too_large', message: 'The request URL or its headers are too large (16 KB at most).' },
      ]
    : [400, 'Bad Request', { code: 'bad_request', message: 'The request could not be read (check its Content-Length and headers).' }];
  const body = JSON.stringify(errorBody([detail]));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Every non-2xx answer is the contract's error body; nothing answers 5xx to bad input. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      // a 5xx on purpose is an upstream's failure (the card gateway): its cause goes to the log
      if (error.statusCode >= 500)
        request.log.error({ error: loggableError(error.cause ?? error), route: request.routeOptions.url }, 'upstream error');
      return reply.status(error.statusCode).send(errorBody(error.details, error.orderCodes));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const details = error.validation.map((issue) => {
        const field = fieldOf(issue.instancePath);
        const detail: ApiErrorDetail = { code: 'invalid_request', message: `${field ?? context}: ${issue.message}` };
        if (field) detail.field = field;
        return detail;
      });
      return reply.status(400).send(errorBody(details, ['invalid_request']));
    }
    const known = error.code ? clientErrorCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody([{ code: known.code, message: known.message }]));
    if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
      return reply.status(400).send(errorBody([{ code: 'malformed_json', message: 'The request body is not valid JSON.' }]));
    }
    // a file the static server keeps back is, to the client, simply not there
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH' || error.code === 'FST_ERR_STATIC_FORBIDDEN_PATH') {
      return reply.status(404).send(errorBody([{ code: 'not_found', message: 'Not found.' }]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // the framework's internal codes (FST_…) say nothing a client can use: the status names the problem
      const code = error.code && !error.code.startsWith('FST_') ? error.code.toLowerCase() : (statusCodes[status] ?? 'bad_request');
      return reply.status(status).send(errorBody([{ code, message: error.message }]));
    }
    request.log.error({ error: loggableError(error), route: request.routeOptions.url }, 'unhandled error');
    return reply.status(500).send(errorBody([{ code: 'internal_error', message: 'Something went wrong, please try again.' }]));
  });
}
