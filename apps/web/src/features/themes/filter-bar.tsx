import {
  FRAMEWORK_LABELS,
  FRAMEWORKS,
  INDUSTRY_CATEGORIES,
  INDUSTRY_TAXONOMY,
  industryLabel,
  THEME_SORT_LABELS,
  THEME_SORTS,
  type ThemeSort,
} from '@themeport/core';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { CatalogueParams, CatalogueUpdate } from './use-catalogue-params';

const SEARCH_DEBOUNCE_MS = 300;

export function FilterBar({
  params,
  onChange,
}: {
  params: CatalogueParams;
  onChange: (changes: CatalogueUpdate, options?: { replace?: boolean }) => void;
}) {
  const id = useId();
  const category = params.category as keyof typeof INDUSTRY_TAXONOMY | undefined;
  const types = category ? INDUSTRY_TAXONOMY[category] : [];
  // The first search term is a new history entry; refining it replaces that entry.
  const hasSearch = Boolean(params.q);
  const onSearch = useCallback(
    (q: string) => onChange({ q: q || null }, { replace: hasSearch }),
    [onChange, hasSearch],
  );

  return (
    <div role="search" aria-label="Filter themes" className="flex flex-col gap-4">
      <SearchField value={params.q ?? ''} onSearch={onSearch} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Field id={`${id}-category`} label="Industry">
          <Select
            id={`${id}-category`}
            value={params.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value || null })}
          >
            <option value="">All industries</option>
            {INDUSTRY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {industryLabel(value)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-type`} label="Type">
          <Select
            id={`${id}-type`}
            value={params.type ?? ''}
            disabled={!category}
            onChange={(event) => onChange({ type: event.target.value || null })}
          >
            <option value="">All types</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {industryLabel(value)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-framework`} label="Framework">
          <Select
            id={`${id}-framework`}
            value={params.framework ?? ''}
            onChange={(event) =>
              onChange({ framework: (event.target.value || null) as CatalogueParams['framework'] | null })
            }
          >
            <option value="">All</option>
            {FRAMEWORKS.map((value) => (
              <option key={value} value={value}>
                {FRAMEWORK_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-pricing`} label="Price">
          <Select
            id={`${id}-pricing`}
            value={params.pricing ?? ''}
            onChange={(event) =>
              onChange({ pricing: (event.target.value || null) as CatalogueParams['pricing'] | null })
            }
          >
            <option value="">All</option>
            <option value="free">Free</option>
            <option value="paid">Paid</option>
          </Select>
        </Field>
        <Field id={`${id}-sort`} label="Sort" className="col-span-2 sm:col-span-1">
          <Select
            id={`${id}-sort`}
            value={params.sort}
            onChange={(event) => onChange({ sort: event.target.value as ThemeSort })}
          >
            {THEME_SORTS.map((value) => (
              <option key={value} value={value}>
                {THEME_SORT_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  );
}

function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 block text-muted-foreground">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** Typing updates the URL after a short pause; a URL change from outside (back, clear) resets the box. */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search themes
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={draft}
        maxLength={100}
        placeholder="Search themes"
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(draft.trim());
        }}
        className="h-11 pr-10 pl-10 text-[15px] [&::-webkit-search-cancel-button]:appearance-none"
      />
      {draft ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
