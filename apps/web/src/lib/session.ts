export type SessionRole = 'client' | 'developer' | 'admin';

export interface Session {
  user: { id: string; email: string; role: SessionRole; fullName: string | null };
}

/**
 * The single seam for "who is signed in". Auth arrives in the next issue; until then every
 * visitor is signed out, so the storefront renders its signed-out states.
 */
export function useSession(): Session | null {
  return null;
}
