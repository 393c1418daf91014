import { SECURITY_EVENT_TYPES, SECURITY_SEVERITIES } from '@themeport/core';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { EventFilters } from './security-api';
import { typeLabel } from './security-format';

type Key = keyof EventFilters;

/** The explorer's filters; each change goes back to the first page. */
export function EventFilterFields({
  filters,
  onChange,
}: {
  filters: EventFilters;
  onChange: (key: Key, value: string) => void;
}) {
  const id = useId();
  const text = (key: Key, label: string, placeholder: string, type = 'search') => (
    <Field id={`${id}-${key}`} label={label}>
      <Input
        id={`${id}-${key}`}
        type={type}
        placeholder={placeholder}
        value={filters[key] ?? ''}
        onChange={(e) => onChange(key, e.target.value)}
      />
    </Field>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field id={`${id}-window`} label="Events">
        <Select
          id={`${id}-window`}
          value={filters.window ?? 'kept'}
          onChange={(e) => onChange('window', e.target.value)}
        >
          <option value="kept">High and critical (kept)</option>
          <option value="recent">Last hour, every severity</option>
        </Select>
      </Field>
      <Field id={`${id}-type`} label="Type">
        <Select id={`${id}-type`} value={filters.type ?? ''} onChange={(e) => onChange('type', e.target.value)}>
          <option value="">All</option>
          {SECURITY_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-severity`} label="Severity">
        <Select
          id={`${id}-severity`}
          value={filters.severity ?? ''}
          onChange={(e) => onChange('severity', e.target.value)}
        >
          <option value="">All</option>
          {SECURITY_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {typeLabel(severity)}
            </option>
          ))}
        </Select>
      </Field>
      {text('search', 'Search details', 'Words in the details')}
      {text('ip', 'IP address', '203.0.113.9')}
      {text('user', 'User', 'E-mail or user id')}
      {text('from', 'From', '', 'date')}
      {text('to', 'To', '', 'date')}
    </div>
  );
}
