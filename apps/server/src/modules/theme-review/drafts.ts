import { draftDeleteProblem } from '@themeport/core';
import { AppError } from '../../errors.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { deleteAdminTheme, type DeleteThemeRule } from '../admin-themes/index.ts';
import { countSubmissions } from './queries.ts';
import type { CheckDeps } from './checks.ts';

// A developer deletes their own theme while it is a draft that never left their hands (issue 22):
// the admin's delete (templates, uploaded images, audit entry, the sites and purchases refusals)
// with the draft rule checked under its row lock, so a submission cannot slip in between.

const onlyNeverSubmittedDrafts: DeleteThemeRule = async (tx, theme) => {
  const problem = draftDeleteProblem(theme, await countSubmissions(tx, theme.id));
  if (problem) throw new AppError('THEME_NOT_DRAFT', 409, problem);
};

/** The caller reached the theme already (their own, or any for an admin). */
export async function deleteDraftTheme(deps: CheckDeps, ctx: AuditContext, themeId: string): Promise<void> {
  await deleteAdminTheme(deps, ctx, themeId, onlyNeverSubmittedDrafts);
}
