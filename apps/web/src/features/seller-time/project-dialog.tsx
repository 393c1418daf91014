import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  TIME_TEXT,
  dollarsToCents,
  projectEditFormSchema,
  projectFormSchema,
  type Project,
  type ProjectStatus,
} from '@themeport/core';
import { toast } from '@/components/ui/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useForm } from '@/lib/use-form';
import { FormFooter, showFailure } from './form-parts';
import { useState } from 'react';
import { useCreateProject, useUpdateProject } from './api';

/** The server's field names for the form's. */
const SERVER_FIELDS: Record<string, string> = { budgetCents: 'budget' };

/** Add a project for a client account (by its owner's e-mail), or edit one (the client stays). */
export function ProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const create = useCreateProject();
  const update = useUpdateProject();
  const busy = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(project ? projectEditFormSchema : projectFormSchema, {
    name: project?.name ?? '',
    clientEmail: '',
    clientAccount: '',
    status: project?.status ?? 'active',
    deadline: project?.deadline ?? '',
    budget: project ? (project.budgetCents / 100).toFixed(2) : '',
    progress: String(project?.progress ?? 0),
  });
  const { values, errors, idOf, textProps } = form;

  const onFailure = (error: unknown) => showFailure(error, SERVER_FIELDS, form.showServerErrors, setFailure);

  const submit = form.handleSubmit(async (_data, typed) => {
    setFailure(null);
    const common = {
      name: typed.name.trim(),
      status: typed.status as ProjectStatus,
      deadline: typed.deadline || null,
      budgetCents: typed.budget.trim() ? (dollarsToCents(typed.budget) ?? 0) : 0,
      progress: Number(typed.progress),
    };
    try {
      if (project) {
        await update.mutateAsync({ id: project.id, input: common });
        toast.success(TIME_TEXT.projectSaved);
      } else {
        const clientAccount = typed.clientAccount.trim();
        await create.mutateAsync({
          ...common,
          clientEmail: typed.clientEmail.trim(),
          ...(clientAccount ? { clientAccount } : {}),
        });
        toast.success(TIME_TEXT.projectAdded);
      }
      onClose();
    } catch (error) {
      onFailure(error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{project ? 'Edit project' : 'Add project'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          {project
            ? `For ${project.client.name}.`
            : 'The client is an account on Themeport: its owners and admins approve the time you log.'}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
          <Field id={idOf('name')} label="Project name" error={errors.name}>
            <Input {...textProps('name')} autoComplete="off" />
          </Field>
          {project ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id={idOf('clientEmail')}
                label="Client e-mail"
                error={errors.clientEmail}
                hint="The account owner's e-mail"
              >
                <Input {...textProps('clientEmail', { hint: true })} type="email" autoComplete="off" />
              </Field>
              <Field
                id={idOf('clientAccount')}
                label="Client account (optional)"
                error={errors.clientAccount}
                hint="Only if they own several"
              >
                <Input {...textProps('clientAccount', { hint: true })} autoComplete="off" />
              </Field>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={idOf('status')} label="Status" error={errors.status}>
              <Select
                id={idOf('status')}
                value={values.status}
                onChange={(event) => form.setValue('status', event.target.value as ProjectStatus)}
              >
                {PROJECT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {PROJECT_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={idOf('deadline')} label="Deadline (optional)" error={errors.deadline}>
              <Input {...textProps('deadline')} type="date" />
            </Field>
            <Field id={idOf('budget')} label="Budget (USD)" error={errors.budget}>
              <Input {...textProps('budget')} inputMode="decimal" placeholder="4500.00" />
            </Field>
            <Field id={idOf('progress')} label="Progress (%)" error={errors.progress}>
              <Input {...textProps('progress')} inputMode="numeric" />
            </Field>
          </div>
          <FormFooter
            failure={failure}
            busy={busy}
            submitLabel={project ? 'Save project' : 'Add project'}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
