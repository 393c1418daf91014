import { WEB_PATHS } from '@themeport/core';
import type { ComponentProps } from 'react';

/** 'I agree to the Terms of Service' with its message (spec 000 §5 'Agree to TOS'): the onboarding forms. */
export function TermsCheckbox({
  inputProps,
  error,
}: {
  inputProps: ComponentProps<'input'> & { id: string };
  error: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2.5">
        <input
          {...inputProps}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-input accent-primary-strong"
        />
        <label htmlFor={inputProps.id} className="cursor-pointer text-sm leading-snug">
          I agree to the {/* A new tab, so what was typed here stays. */}
          <a
            href={WEB_PATHS.terms}
            target="_blank"
            rel="noopener"
            className="font-medium text-primary-strong underline underline-offset-4"
          >
            Terms of Service
          </a>
        </label>
      </div>
      {error ? (
        <p id={`${inputProps.id}-error`} className="text-[13px] text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
