import {
  TIME_TEXT,
  dollarsToCents,
  timeEntryDayProblem,
  timeEntryFormSchema,
  utcDay,
  type Project,
  type TimeEntry,
} from '@themeport/core';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useForm } from '@/lib/use-form';
import { FormFooter, showFailure } from './form-parts';
import { useCreateTimeEntry, useUpdateTimeEntry } from './api';

const SERVER_FIELDS: Record<string, string> = { rateCents: 'rate' };

/** Log time on a project (a pending entry for the client to approve), or edit a pending entry. */
export function TimeEntryDialog({
  entry,
  projects,
  onClose,
}: {
  entry: TimeEntry | null;
  projects: readonly Project[];
  onClose: () => void;
}) {
  const create = useCreateTimeEntry();
  const update = useUpdateTimeEntry();
  const busy = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  // Time goes on active projects; an entry being edited keeps its own project in the list.
  const choices = projects.filter((project) => project.status === 'active' || project.id === entry?.projectId);
  const form = useForm(
    timeEntryFormSchema,
    {
      projectId: entry?.projectId ?? choices[0]?.id ?? '',
      date: entry?.date ?? utcDay(new Date()),
      hours: entry ? String(entry.hours) : '',
      rate: entry ? (entry.rateCents / 100).toFixed(2) : '',
      description: entry?.description ?? '',
    },
    (values) => {
      const problem = timeEntryDayProblem(values.date, utcDay(new Date()));
      return problem ? { date: problem } : {};
    },
  );
  const { values, errors, idOf, textProps } = form;

  const submit = form.handleSubmit(async (_data, typed) => {
    setFailure(null);
    const input = {
      projectId: typed.projectId,
      date: typed.date,
      hours: Number(typed.hours),
      rateCents: dollarsToCents(typed.rate) ?? 0,
      description: typed.description.trim(),
    };
    try {
      if (entry) {
        await update.mutateAsync({ id: entry.id, input });
        toast.success(TIME_TEXT.entrySaved);
      } else {
        await create.mutateAsync(input);
        toast.success(TIME_TEXT.entryLogged);
      }
      onClose();
    } catch (error) {
      showFailure(error, SERVER_FIELDS, form.showServerErrors, setFailure);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{entry ? 'Edit time entry' : 'Log time'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          The entry stays pending until your client approves it; until then you can change or delete it.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
          <Field id={idOf('projectId')} label="Project" error={errors.projectId}>
            <Select
              id={idOf('projectId')}
              value={values.projectId}
              onChange={(event) => form.setValue('projectId', event.target.value)}
              aria-invalid={errors.projectId ? true : undefined}
            >
              {choices.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name} · {project.client.name}
                </option>
              ))}
            </Select>
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={idOf('date')} label="Date" error={errors.date}>
              <Input {...textProps('date')} type="date" />
            </Field>
            <Field id={idOf('hours')} label="Hours" error={errors.hours}>
              <Input {...textProps('hours')} inputMode="decimal" placeholder="1.5" />
            </Field>
            <Field id={idOf('rate')} label="Rate (USD/hour)" error={errors.rate}>
              <Input {...textProps('rate')} inputMode="decimal" placeholder="85.00" />
            </Field>
          </div>
          <Field id={idOf('description')} label="What you did (optional)" error={errors.description}>
            <Input {...textProps('description')} autoComplete="off" />
          </Field>
          <FormFooter
            failure={failure}
            busy={busy}
            submitLabel={entry ? 'Save entry' : 'Log time'}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
