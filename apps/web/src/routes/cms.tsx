// Placeholder while the content manager shell is built in this change.
export function Component() {
  return null;
}
