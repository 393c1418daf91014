import { z } from '@hono/zod-openapi';
import { json } from './openapi.ts';

export { json, jsonBody } from './openapi.ts';

/** The body of every error answer (errors.ts builds it); `fields` names each invalid input. */
export const ErrorSchema = z
  .object({
    error: z.string().openapi({ description: 'Message for the person using the app.' }),
    code: z.string().openapi({ example: 'THEME_NOT_FOUND' }),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

export const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

export const errorResponses = {
  400: json(ErrorSchema, 'Invalid input; `fields` names each problem'),
  429: json(ErrorSchema, 'Too many attempts; see Retry-After'),
};

export const authErrors = {
  401: json(ErrorSchema, 'No session (UNAUTHENTICATED) or an expired one (SESSION_EXPIRED)'),
};

/** A uuid path parameter, named as in the path. */
export const uuidParam = (name: string) => z.string().openapi({ param: { name, in: 'path' }, format: 'uuid' });
/** /api/accounts/{accountId}/… */
export const accountParamSchema = z.object({ accountId: uuidParam('accountId') });
/** /api/accounts/{accountId}/slots/{slotId}/… */
export const slotParamSchema = accountParamSchema.extend({ slotId: uuidParam('slotId') });
