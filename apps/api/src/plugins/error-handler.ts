import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../errors/app-error';
import type { ErrorCode } from '@plume/contracts/error-catalogue';
import { apiErrorHeaders } from './security';

const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
};

const frameworkDetails: Partial<Record<ErrorCode, string>> = {
  UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge : envoyez du JSON (application/json)',
  MALFORMED_REQUEST: "Le corps de la requête n'est pas un JSON valide",
  PAYLOAD_TOO_LARGE: 'Requête trop volumineuse',
};

/** Connection-level failures of the database: the request may be retried once it is back. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

/** The error and its causes (drivers and Drizzle wrap the database's own error). */
function* causes(error: unknown) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * PostgreSQL's class 22 (data exception): a value that passed validation but cannot be stored, such as a NUL
 * character in a text. The client's input is at fault, so it is a 422, not a 500.
 */
function isDataException(error: unknown): boolean {
  for (const current of causes(error)) {
    if (typeof current.code === 'string' && /^22[0-9A-Z]{3}$/.test(current.code)) return true;
  }
  return false;
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    const code = current.code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection is closed|PGlite is closed|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

function send(reply: FastifyReply, error: AppError) {
  // Set here too: framework errors are answered before the onRequest hooks run.
  reply.header('x-request-id', reply.request.id);
  const body: { detail: string; code: ErrorCode; request_id?: string } = {
    detail: error.detail,
    code: error.code,
  };
  // An unexpected failure carries its reference, so a user can quote it and the logs find it.
  if (error.code === 'INTERNAL_ERROR') body.request_id = reply.request.id;
  return reply.headers(error.headers).status(error.status).send(body);
}

/** Fastify names the part of the request in English; the detail names it in French. */
const validationContexts: Record<string, string> = {
  body: 'corps de la requête',
  querystring: 'paramètres de l’adresse',
  params: 'adresse',
  headers: 'en-têtes',
};

function validationDetail(
  error: { validation: { instancePath: string; message?: string }[] },
  context?: string,
) {
  const [first] = error.validation;
  const field =
    first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
    (context && validationContexts[context]) ||
    'requête';
  return `Champ « ${field} » : ${first?.message ?? 'valeur invalide'}`;
}

/** Maps every error to `{ detail, code }` with a French detail; 5xx bodies never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        reply,
        new AppError('VALIDATION_ERROR', { detail: validationDetail(error, error.validationContext) }),
      );
    }
    const mapped = error.code ? frameworkCodes[error.code] : undefined;
    if (mapped) return send(reply, new AppError(mapped, { detail: frameworkDetails[mapped] }));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'réponse non conforme au contrat');
      return send(reply, new AppError('INTERNAL_ERROR'));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'valeur refusée par la base de données');
      return send(reply, new AppError('VALUE_NOT_STORABLE'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'base de données indisponible');
      return send(reply, new AppError('SERVICE_UNAVAILABLE'));
    }
    if (error.statusCode === 429) return send(reply, new AppError('TOO_MANY_LOGIN_ATTEMPTS'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, new AppError('MALFORMED_REQUEST', { status: error.statusCode }));
    }
    request.log.error({ err: error }, 'erreur non gérée');
    return send(reply, new AppError('INTERNAL_ERROR'));
  });
}

/**
 * Fastify answers a URL it cannot decode, or a path parameter over `maxParamLength`, before any route runs and
 * in English unless given this handler (the `frameworkErrors` option of the Fastify factory).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // Answered before any hook runs: its security headers are set here.
  return send(
    reply.headers(apiErrorHeaders()),
    new AppError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL_TOO_LONG' : 'URL_MALFORMED'),
  );
}

/** Unknown routes: the fallback (the web app for browser navigations) first, else a French 404. */
export function registerNotFound(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setNotFoundHandler((request, reply) => {
    const handled = fallback?.(request, reply);
    if (handled) return handled;
    return send(reply, new AppError('ROUTE_NOT_FOUND'));
  });
}
