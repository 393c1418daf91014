import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { FRAMEWORKS, addCartItemSchema, mergeCartSchema, type CartLine, type CartResponse } from '@themeport/core';
import { requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { addCartItem, clearCart, listCart, mergeCart, removeCartItem } from './service.ts';

const CartLineSchema = z
  .object({
    themeId: z.string().openapi({ format: 'uuid' }),
    quantity: z.number().int().min(1).max(99),
    theme: z.object({
      id: z.string().openapi({ format: 'uuid' }),
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      image: z.string().nullable(),
      price: z.number().int().openapi({ description: 'Price in cents.' }),
      framework: z.enum(FRAMEWORKS),
    }),
    inLibrary: z
      .boolean()
      .openapi({ description: "Already in the current account's library: not charged at checkout." }),
  })
  .openapi('CartLine');

const CartResponseSchema = z.object({ items: z.array(CartLineSchema) }).openapi('CartResponse');

// Compile-time check that the OpenAPI shape matches the shared type.
const lineMatches: z.infer<typeof CartLineSchema> extends CartLine ? true : never = true;
void lineMatches;

const themeParamSchema = z.object({
  themeId: z.string().openapi({ param: { name: 'themeId', in: 'path' }, description: 'Theme id or slug' }),
});

const cartAnswer = { 200: json(CartResponseSchema, 'The cart, newest line first'), ...authErrors };

const getRoute = createRoute({
  method: 'get',
  path: '/api/cart',
  middleware: [requireUser({ currentAccount: true })],
  tags: ['Cart'],
  summary: "The signed-in user's cart, with inLibrary for the current account",
  responses: cartAnswer,
});

const addRoute = createRoute({
  method: 'post',
  path: '/api/cart/items',
  middleware: [requireUser({ currentAccount: true })],
  tags: ['Cart'],
  summary: 'Add a paid theme (id or slug); the same theme again raises its quantity (at most 99)',
  request: jsonBody(addCartItemSchema),
  responses: {
    ...cartAnswer,
    400: json(ErrorSchema, 'Invalid input, or FREE_THEME for a free theme'),
    404: json(ErrorSchema, 'Theme not found'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/cart/items/{themeId}',
  middleware: [requireUser({ currentAccount: true })],
  tags: ['Cart'],
  summary: 'Remove a line (a line that is not there is fine)',
  request: { params: themeParamSchema },
  responses: cartAnswer,
});

const mergeRoute = createRoute({
  method: 'post',
  path: '/api/cart/merge',
  middleware: [requireUser({ currentAccount: true })],
  tags: ['Cart'],
  summary: "Merge a signed-out visitor's cart: quantities add up; unknown or free themes are skipped",
  request: jsonBody(mergeCartSchema),
  responses: { ...cartAnswer, 400: json(ErrorSchema, 'Invalid input') },
});

const clearRoute = createRoute({
  method: 'delete',
  path: '/api/cart',
  middleware: [requireUser()],
  tags: ['Cart'],
  summary: 'Empty the cart',
  responses: { 200: json(z.object({ items: z.array(CartLineSchema).max(0) }), 'The empty cart'), ...authErrors },
});

/** The user and, for `inLibrary`, the same current account as /api/me (tp_account while a member, else the first owned). */
function cartOwner(c: Context<AppEnv>) {
  return { userId: c.get('user').id, accountId: c.var.currentAccount?.id ?? null };
}

export function registerCartRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  const answer = (items: CartLine[]): CartResponse => ({ items });

  app.openapi(getRoute, async (c) => c.json(answer(await listCart(db, cartOwner(c))), 200));

  app.openapi(addRoute, async (c) => {
    const input = c.req.valid('json');
    return c.json(answer(await addCartItem(db, cartOwner(c), input)), 200);
  });

  app.openapi(removeRoute, async (c) => {
    const { themeId } = c.req.valid('param');
    return c.json(answer(await removeCartItem(db, cartOwner(c), themeId)), 200);
  });

  app.openapi(mergeRoute, async (c) => {
    const { items } = c.req.valid('json');
    return c.json(answer(await mergeCart(db, cartOwner(c), items)), 200);
  });

  app.openapi(clearRoute, async (c) => {
    await clearCart(db, c.get('user').id);
    return c.json({ items: [] }, 200);
  });
}
