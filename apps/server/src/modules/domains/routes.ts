import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { DOMAIN_STATUSES, addDomainSchema, type SiteDomain } from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody, slotParamSchema, uuidParam } from '../../http/schemas.ts';
import { createDnsResolver } from './dns.ts';
import { addDomain, checkDomainNow, listDomains, removeDomain, type DomainCheckDeps } from './service.ts';

const DnsRecordSchema = z
  .object({ type: z.enum(['CNAME', 'A', 'TXT']), name: z.string(), value: z.string() })
  .openapi('DnsRecord');

const DnsFoundSchema = z
  .object({ txt: z.array(z.string()), cname: z.array(z.string()), a: z.array(z.string()) })
  .openapi('DnsFound', { description: 'The TXT values at the challenge name, the CNAME chain and the A records' });

const SiteDomainSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    domain: z.string(),
    status: z.enum(DOMAIN_STATUSES),
    message: z.string().nullable().openapi({ description: 'Why it is not active yet, in words' }),
    requiredRecords: z
      .array(DnsRecordSchema)
      .openapi({ description: 'The routing records to create; one of them is enough' }),
    verificationRecord: DnsRecordSchema.openapi({
      description: "The TXT record that proves control: `_themeport-challenge.{domain}` with this claim's own value",
    }),
    verified: z.boolean().openapi({ description: 'This account proved control; only then can the domain turn active' }),
    foundRecords: DnsFoundSchema.nullable().openapi({
      description: 'What the last check found in DNS; only for the account that proved control',
    }),
    lastCheckedAt: z.string().nullable().openapi({ format: 'date-time' }),
    nextCheckAt: z.string().nullable().openapi({ format: 'date-time' }),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('SiteDomain');

const DomainsResponseSchema = z.object({ domains: z.array(SiteDomainSchema) }).openapi('SiteDomains');

// Compile-time check that the OpenAPI shape matches the shared type.
const domainMatches: z.infer<typeof SiteDomainSchema> extends SiteDomain ? true : never = true;
void domainMatches;

const domainParamSchema = slotParamSchema.extend({ domainId: uuidParam('domainId') });

const forbidden = { 403: json(ErrorSchema, 'Not a member of the account, or a viewer') };
const slotNotFound = {
  404: json(ErrorSchema, 'No such slot in this account (SLOT_NOT_FOUND) or domain (DOMAIN_NOT_FOUND)'),
};

const DOMAINS_PATH = '/api/accounts/{accountId}/slots/{slotId}/domains';

const listRoute = createRoute({
  method: 'get',
  path: DOMAINS_PATH,
  middleware: [requireAccount('domains:read')],
  tags: ['Domains'],
  summary: "The slot's custom domains (any member)",
  request: { params: slotParamSchema },
  responses: { 200: json(DomainsResponseSchema, 'The domains'), ...slotNotFound, ...forbidden, ...authErrors },
});

const addRoute = createRoute({
  method: 'post',
  path: DOMAINS_PATH,
  middleware: [requireAccount('domains:write')],
  tags: ['Domains'],
  summary: 'Add a custom domain to an active slot and check its DNS at once (owner, admin or editor)',
  request: { params: slotParamSchema, ...jsonBody(addDomainSchema) },
  responses: {
    201: json(SiteDomainSchema, 'Added, with its status and the DNS records to create'),
    400: json(ErrorSchema, "Empty ('Please enter a domain') or not a domain name; `fields.domain` says which"),
    409: json(
      ErrorSchema,
      'DOMAIN_TAKEN (this account claimed it already, or a platform name), DOMAIN_LIMIT (10 a site) or SLOT_INACTIVE',
    ),
    ...slotNotFound,
    ...forbidden,
    ...authErrors,
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: `${DOMAINS_PATH}/{domainId}`,
  middleware: [requireAccount('domains:write')],
  tags: ['Domains'],
  summary: 'Remove a custom domain (owner, admin or editor); answers the remaining domains',
  request: { params: domainParamSchema },
  responses: {
    200: json(DomainsResponseSchema, 'The remaining domains'),
    ...slotNotFound,
    ...forbidden,
    ...authErrors,
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: `${DOMAINS_PATH}/{domainId}/check`,
  middleware: [requireAccount('domains:write')],
  tags: ['Domains'],
  summary: "Check the domain's DNS now (owner, admin or editor)",
  request: { params: domainParamSchema },
  responses: {
    200: json(SiteDomainSchema, 'The domain after the check'),
    ...slotNotFound,
    ...forbidden,
    ...authErrors,
  },
});

export function registerDomainRoutes(app: OpenAPIHono<AppEnv>, { db, config }: AppContext): void {
  const deps: DomainCheckDeps = { resolver: createDnsResolver(config.sites.dnsServers), sites: config.sites };
  // The platform's own names are never someone's custom domain.
  const reservedHosts = [...new Set([config.sites.host, new URL(config.publicUrl).hostname.toLowerCase()])];

  app.openapi(listRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    return c.json({ domains: await listDomains(db, { accountId: c.get('account').id, siteId: slotId }) }, 200);
  });

  app.openapi(addRoute, async (c) => {
    const { slotId } = c.req.valid('param');
    const { domain } = c.req.valid('json');
    const added = await addDomain(
      db,
      { ...deps, reservedHosts },
      { accountId: c.get('account').id, siteId: slotId, userId: c.get('user').id, domain },
    );
    return c.json(added, 201);
  });

  app.openapi(removeRoute, async (c) => {
    const { slotId, domainId } = c.req.valid('param');
    const domains = await removeDomain(db, {
      accountId: c.get('account').id,
      siteId: slotId,
      domainId,
      userId: c.get('user').id,
    });
    return c.json({ domains }, 200);
  });

  app.openapi(checkRoute, async (c) => {
    const { slotId, domainId } = c.req.valid('param');
    const checked = await checkDomainNow(db, deps, {
      accountId: c.get('account').id,
      siteId: slotId,
      domainId,
      userId: c.get('user').id,
    });
    return c.json(checked, 200);
  });
}
