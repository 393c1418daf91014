import { SECURITY_BLOCK_MAX_MINUTES } from '@themeport/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useBlockAddress } from './security-api';

/** Block an address by hand for some minutes; the server checks the address and answers the message. */
export function BlockForm({ say }: { say: (text: string) => void }) {
  const id = useId();
  const block = useBlockAddress();
  const [ip, setIp] = useState('');
  const [minutes, setMinutes] = useState('60');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ipRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    block.mutate(
      { ip: ip.trim(), minutes: Number(minutes), reason: reason.trim() || undefined },
      {
        onSuccess: (created) => {
          say(`${created.ip} blocked successfully for ${minutes} minutes.`);
          setIp('');
          setReason('');
        },
        onError: (failure) => {
          const error = parseApiError(failure);
          const fields = error.fields ?? {};
          setErrors(Object.keys(fields).length > 0 ? fields : { ip: error.message });
          ipRef.current?.focus();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Block an address"
      className="grid gap-3 sm:grid-cols-[1fr_8rem_1fr_auto] sm:items-start"
    >
      <Field id={`${id}-ip`} label="IP address" error={errors.ip}>
        <Input
          ref={ipRef}
          id={`${id}-ip`}
          value={ip}
          onChange={(e) => setIp(e.target.value)}
          placeholder="203.0.113.9"
          required
          aria-invalid={errors.ip ? true : undefined}
          aria-describedby={errors.ip ? `${id}-ip-error` : undefined}
        />
      </Field>
      <Field id={`${id}-minutes`} label="Minutes" error={errors.minutes}>
        <Input
          id={`${id}-minutes`}
          type="number"
          min={1}
          max={SECURITY_BLOCK_MAX_MINUTES}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          required
        />
      </Field>
      <Field id={`${id}-reason`} label="Reason (optional)" error={errors.reason}>
        <Input id={`${id}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <Button type="submit" disabled={block.isPending} className="sm:mt-6">
        {block.isPending ? 'Blocking...' : 'Block address'}
      </Button>
    </form>
  );
}
