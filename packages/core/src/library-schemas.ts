// Zod schema for adding to the library, apart from library.ts (core's plain modules carry no zod).
import { z } from 'zod';

/** POST /api/accounts/:accountId/library. */
export const addToLibrarySchema = z.object({ themeId: z.string().trim().min(1, 'Theme not found') });
export type AddToLibraryInput = z.infer<typeof addToLibrarySchema>;
