import { z } from 'zod';
import { domainChallengeName, normalizeHostname, SITE_TEXT } from './sites.ts';

const themeId = z.string().trim().min(1, SITE_TEXT.noThemeSelected).max(200);
const siteName = z.string().trim().min(1, 'Give the site a name.').max(80, 'Keep the name under 80 characters.');
const description = z.string().trim().max(500);

/** POST /api/accounts/:accountId/slots: deploy a library theme into the next free slot. */
export const deploySiteSchema = z.object({ themeId, name: siteName, description: description.optional() });
export type DeploySiteInput = z.infer<typeof deploySiteSchema>;

/** PATCH /api/accounts/:accountId/slots/:slotId (active slots only). */
export const updateSiteSchema = z
  .object({ name: siteName.optional(), description: description.optional(), themeId: themeId.optional() })
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Nothing to change.');
export type UpdateSiteInput = z.infer<typeof updateSiteSchema>;

/** PUT /api/accounts/:accountId/slots/:slotId/deployment-url (spec: 'Please enter a Netlify URL'). */
export const deploymentUrlSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, SITE_TEXT.netlifyUrlRequired)
    .max(2000)
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, SITE_TEXT.netlifyUrlInvalid),
});

/** POST /api/accounts/:accountId/slots/:slotId/domains (spec: 'Please enter a domain'). */
export const addDomainSchema = z.object({
  domain: z
    .string()
    .trim()
    .min(1, SITE_TEXT.domainRequired)
    .max(300)
    .transform((value, ctx) => {
      const host = normalizeHostname(value);
      // Its challenge name (_themeport-challenge.{domain}) must be a valid DNS name too.
      if (host === null || domainChallengeName(host).length > 253) {
        ctx.addIssue({ code: 'custom', message: SITE_TEXT.domainInvalid });
        return z.NEVER;
      }
      return host;
    }),
});
