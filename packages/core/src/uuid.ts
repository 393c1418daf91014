const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** spec 000 §2: a value shaped like a UUID is looked up by id, anything else by slug. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
