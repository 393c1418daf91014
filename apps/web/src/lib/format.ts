/** 'Jane Cooper' → 'JC'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
