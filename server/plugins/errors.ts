import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../contract/common';
import { ApiError, type ApiErrorDetail } from '../domains/api-error';

export function errorBody(details: ApiErrorDetail[], orderCodes?: string[]): ErrorResponse {
  return { errors: details, meta: { errors: { order: orderCodes ?? [...new Set(details.map((d) => d.code))] } } };
}

/** 'order.order_items_attributes.0.products_id'; query keys keep their brackets ('filter[address]'). */
function fieldOf(instancePath: string): string | undefined {
  const path = instancePath.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return path.length ? path.join('.') : undefined;
}

const clientErrorCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 400, code: 'body_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'Send the request body as application/json.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_content_length', message: 'The Content-Length header does not match the body.' },
};

/** Every non-2xx answer is the contract's error body; nothing answers 5xx to bad input. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase();
      return reply.status(status).send(errorBody([{ code, message: error.message }]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody([{ code: 'internal_error', message: 'Something went wrong, please try again.' }]));
  });
}
