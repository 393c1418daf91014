import { z } from '@hono/zod-openapi';
import {
  CHECK_STATUS_LABELS,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  THEME_CHECK_IDS,
  THEME_REVIEW_STATES,
} from '@themeport/core';
import { uuidParam } from '../../http/schemas.ts';

// OpenAPI shapes of theme submissions and reviews (issue 22).

const statuses = Object.keys(CHECK_STATUS_LABELS) as ['pass', 'warning', 'fail'];

export const CheckReportSchema = z
  .object({
    checkedAt: z.string(),
    blocking: z.boolean().openapi({ description: 'A failed check: the submission cannot be sent' }),
    checks: z.array(
      z.object({
        id: z.enum(THEME_CHECK_IDS),
        label: z.string(),
        status: z.enum(statuses),
        findings: z.array(z.object({ level: z.enum(['warning', 'fail']), message: z.string(), where: z.string() })),
      }),
    ),
    pages: z.array(
      z.object({
        path: z.string(),
        status: z.number().int(),
        weight: z.object({ html: z.number(), css: z.number(), js: z.number(), images: z.number() }),
      }),
    ),
  })
  .openapi('ThemeCheckReport');

export const SubmissionSchema = z
  .object({
    id: z.string(),
    themeId: z.string(),
    themeName: z.string(),
    themeSlug: z.string(),
    developer: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    kind: z.enum(SUBMISSION_KINDS),
    version: z.string(),
    changelog: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    checks: CheckReportSchema,
    notes: z.array(z.object({ item: z.string(), reason: z.string() })),
    reviewerMessage: z.string().nullable(),
    submittedAt: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .openapi('ThemeSubmission');

export const DeveloperThemeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    version: z.string(),
    published: z.boolean(),
    state: z.enum(THEME_REVIEW_STATES),
    pageCount: z.number().int(),
    updatedAt: z.string(),
    latest: SubmissionSchema.nullable(),
    queuePosition: z.number().int().nullable(),
    deletable: z
      .boolean()
      .openapi({ description: 'A draft never published nor sent for review: its developer may delete it' }),
  })
  .openapi('DeveloperTheme');

const names = z.array(z.string());
export const SubmissionDetailSchema = z
  .object({
    submission: SubmissionSchema,
    publishedVersion: z.string().nullable(),
    diff: z.object({
      pages: z.object({ added: names, removed: names, changed: names }),
      components: z.object({ added: names, removed: names, changed: names }),
    }),
  })
  .openapi('ThemeSubmissionDetail');

export const ChangelogSchema = z
  .object({ items: z.array(z.object({ version: z.string(), changelog: z.string(), publishedAt: z.string() })) })
  .openapi('ThemeChangelog');

export const submissionParams = z.object({ submissionId: uuidParam('submissionId') });
export const queueQuery = z.object({
  status: z
    .enum(SUBMISSION_STATUSES)
    .default('in_review')
    .openapi({ description: 'in_review (oldest first) by default' }),
});
