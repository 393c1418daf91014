import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { rateLimitMessage, safeText, type ErrorCode } from '@themeport/core';

/** The one error type of the server: `userMessage` is what the person sees (the spec's text when it gives one). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    readonly userMessage: string,
    /** Messages per input field ('name', 'items.0.uid'), as a schema refusal gives them. */
    readonly fields?: Record<string, string>,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}

/** 429 with the standard Retry-After header (seconds) and the spec's text with the wait in it. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 429, rateLimitMessage(retryAfterSeconds));
    this.name = 'RateLimitedError';
  }
}

export const MESSAGES = {
  validation: 'Please check your input and try again.',
  internal: 'Something went wrong. Please try again later.',
  notFound: 'Not found',
} as const;

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

/** First message per field; the path 'type' or 'items.0.uid', or '_' for the whole input. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[name] ??= issue.message;
  }
  return fields;
}

/** A 4xx answer: an AppError below 500, bad input, or a framework refusal. */
function isRefusal(err: Error): boolean {
  if (err instanceof AppError) return err.status < 500;
  return err instanceof ZodError || (err instanceof HTTPException && err.status < 500);
}

export interface ErrorHandlerOptions {
  /** Called for the failures answered with a 500 (not for AppError, bad input or framework refusals). */
  onUnexpectedError?: (err: Error, c: Context) => void;
  /**
   * Awaited before every refusal (AppError below 500, bad input, framework refusals) is answered:
   * the security monitor's view of them (modules/security/refusals.ts). Must not throw; the answer does not change.
   */
  onRefused?: (err: Error, c: Context) => Promise<void>;
}

export function createErrorHandler(logger: Logger, { onUnexpectedError, onRefused }: ErrorHandlerOptions = {}) {
  return async (err: Error, c: Context) => {
    if (onRefused && isRefusal(err)) {
      try {
        await onRefused(err, c);
      } catch (hookErr) {
        logger.error({ err: hookErr, requestId: c.get('requestId') }, 'refusal hook failed');
      }
    }
    if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof AppError) {
      return c.json<ErrorBody>(
        { error: err.userMessage, code: err.code, ...(err.fields ? { fields: err.fields } : {}) },
        err.status,
      );
    }
    if (err instanceof ZodError) {
      return c.json<ErrorBody>(
        { error: MESSAGES.validation, code: 'VALIDATION_ERROR', fields: fieldMessages(err) },
        400,
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Framework-level refusals (malformed JSON, unsupported media type): keep the status, say nothing internal.
      return c.json<ErrorBody>({ error: MESSAGES.validation, code: 'BAD_REQUEST' }, err.status);
    }
    logger.error(
      { err, requestId: c.get('requestId'), method: c.req.method, path: safeText(c.req.path) },
      'unhandled error',
    );
    onUnexpectedError?.(err, c);
    return c.json<ErrorBody>({ error: MESSAGES.internal, code: 'INTERNAL' }, 500);
  };
}
