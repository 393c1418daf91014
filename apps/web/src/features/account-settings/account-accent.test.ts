import { describe, expect, it } from 'vitest';
import { accentVariables } from './account-accent';

describe('accentVariables', () => {
  it('sets the colour, a darker hover shade, a soft tint and readable text on it', () => {
    expect(accentVariables('#7c3aed')).toEqual({
      '--color-primary': '#7c3aed',
      '--color-primary-strong': '#6931c9',
      '--color-ring': '#7c3aed',
      '--color-accent-soft': '#f5effe',
      '--color-primary-foreground': '#ffffff',
    });
  });
  it('puts dark text on a light colour', () => {
    expect(accentVariables('#fde047')['--color-primary-foreground']).toBe('#0a0a0b');
  });
});
