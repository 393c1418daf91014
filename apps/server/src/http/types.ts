/** Hono environment shared by every route and middleware of the app. */
export interface AppEnv {
  Variables: { requestId: string };
}
