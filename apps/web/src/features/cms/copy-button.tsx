import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

// spec 000 §9: the copy-link label resets after 2 s.
const RESET_AFTER_MS = 2_000;

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // No clipboard permission (an embedded or insecure page): the old selection trick still works.
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/**
 * Copies `value`; the label turns into 'Copied!' (or 'Copy failed') for 2 s. Without a `label`
 * it is an icon button named by `ariaLabel` (which a visible label would contradict, so it is ignored then).
 */
export function CopyButton({
  value,
  label,
  ariaLabel,
  size = 'sm',
  variant = 'outline',
}: {
  value: string;
  label?: string;
  ariaLabel?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const onCopy = async () => setState((await copyText(value)) ? 'copied' : 'failed');
  const stateLabel = state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : null;
  const Icon = state === 'copied' ? Check : Copy;

  if (!label) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="size-8 px-0"
        aria-label={stateLabel ?? ariaLabel ?? 'Copy'}
        title={stateLabel ?? ariaLabel ?? 'Copy'}
        onClick={() => void onCopy()}
      >
        <Icon aria-hidden="true" className={state === 'copied' ? 'text-success' : undefined} />
      </Button>
    );
  }
  return (
    <Button variant={variant} size={size} onClick={() => void onCopy()}>
      <Icon aria-hidden="true" />
      <span aria-live="polite">{stateLabel ?? label}</span>
    </Button>
  );
}
