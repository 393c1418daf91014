import { cloneElement, Fragment, isValidElement, useCallback, type ReactNode, type Ref, type RefCallback } from 'react';

// `Button asChild`'s slot: the button's props on its one child element (a Link, say), merged as
// Radix's Slot merges them. Radix's (with `Slottable` and lazy children, which the app does not
// use, and its compose-refs package) was 1 KB of every storefront page's first script
// (decision 046); its dialogs and menus keep their own.

type Props = Record<string, unknown>;

/**
 * The child's props over the slot's, except: handlers both set run the child's first, then the
 * slot's; styles and class names combine; aria-describedby lists both ids once.
 */
export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      const ids = new Set(
        [childValue, slotValue].flatMap((value) => (typeof value === 'string' ? value.split(/\s+/) : [])),
      );
      ids.delete('');
      merged[name] = ids.size > 0 ? [...ids].join(' ') : undefined;
    }
  }
  return merged;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** One ref that sets each of them, and clears each when React detaches it (React 19's cleanups too). */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    if (cleanups.some((cleanup) => typeof cleanup === 'function')) {
      return () =>
        cleanups.forEach((cleanup, index) => (typeof cleanup === 'function' ? cleanup() : setRef(refs[index], null)));
    }
  };
}

export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = isValidElement<Props & { ref?: Ref<unknown> }>(children) ? children : null;
  const childRef = child?.props.ref;
  // The same callback while the refs are the same, or React would detach and attach it each render.
  const composedRef = useCallback((node: unknown) => composeRefs(ref, childRef)(node), [ref, childRef]);
  if (!child) {
    if (children || children === 0) throw new Error('Slot failed to slot onto its children: it takes one element.');
    return children;
  }
  const props = mergeSlotProps(slotProps, child.props);
  if (child.type !== Fragment) props.ref = ref ? composedRef : childRef;
  // React sets the refs once the element is in the page; nothing here reads them.
  // eslint-disable-next-line react-hooks/refs
  return cloneElement(child, props);
}
