import { Slot as RadixSlot } from 'radix-ui';
import { createRef, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { composeRefs, mergeSlotProps, Slot } from './slot';

// Button asChild's slot replaced Radix's (decision 046): it must put the same props on the child.
describe('Slot', () => {
  it('renders the child with the props Radix Slot gives it', () => {
    const cases: [Record<string, unknown>, ReactNode][] = [
      [
        { className: 'h-8 px-3', 'data-state': 'open', id: 'slot' },
        <a href="/themes" className="underline" id="child">
          Themes
        </a>,
      ],
      [
        { style: { color: 'red', margin: 0 }, 'aria-describedby': 'a b', title: 'slot' },
        <button type="button" style={{ color: 'blue' }} aria-describedby="b c">
          Go
        </button>,
      ],
      [{ className: 'only-slot' }, <span>text</span>],
    ];
    for (const [props, child] of cases) {
      expect(renderToStaticMarkup(<Slot {...props}>{child}</Slot>)).toBe(
        renderToStaticMarkup(<RadixSlot.Root {...props}>{child}</RadixSlot.Root>),
      );
    }
  });

  it('renders nothing for no child and refuses several, as Radix does', () => {
    expect(renderToStaticMarkup(<Slot className="x">{null}</Slot>)).toBe('');
    expect(() =>
      renderToStaticMarkup(
        <Slot>
          <a href="/">one</a>
          <a href="/">two</a>
        </Slot>,
      ),
    ).toThrow(/one element/);
  });

  it("runs the child's handler, then the slot's, and returns the child's answer", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: (event: string) => calls.push(`slot ${event}`), onFocus: () => calls.push('slot focus') },
      {
        onClick: (event: string) => {
          calls.push(`child ${event}`);
          return 'child';
        },
        onBlur: undefined,
      },
    );
    expect((merged.onClick as (event: string) => unknown)('click')).toBe('child');
    (merged.onFocus as () => void)();
    expect(calls).toEqual(['child click', 'slot click', 'slot focus']);
    expect(merged.onBlur).toBeUndefined();
  });

  it('sets both refs, and clears them or runs their cleanups when detached', () => {
    const objectRef = createRef<string>();
    const seen: (string | null)[] = [];
    const detach = composeRefs<string>(objectRef, (node) => {
      seen.push(node);
    })('node');
    expect(objectRef.current).toBe('node');
    expect(detach).toBeUndefined();
    composeRefs<string>(objectRef, (node) => void seen.push(node))(null);
    expect(objectRef.current).toBeNull();

    const cleaned: string[] = [];
    const cleanup = composeRefs<string>(objectRef, () => () => {
      cleaned.push('callback');
    })('node');
    expect(typeof cleanup).toBe('function');
    (cleanup as () => void)();
    expect(cleaned).toEqual(['callback']);
    expect(objectRef.current).toBeNull();
  });
});
