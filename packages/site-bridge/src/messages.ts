import * as z from 'zod/mini';

// The editor frame protocol of spec 000 §7 ("Messages with the embedded editor frame") and
// spec 001 §3 / §7.3. Each side parses what it receives with these schemas and drops anything
// that does not match; see docs/decisions/020-site-bridge.md. zod/mini (same schemas, functional
// checks) because the helper script bundles this file into every hosted page: 24 KB instead of
// the 450 KB of zod's classic API (decision 022).

/** The protocol version: the helper reports it in ELID_HELPER_READY, the portal compares it. */
export const SITE_BRIDGE_VERSION = '1';

/** The DOM event the helper script dispatches on `document` once it is running (spec 000 §7). */
export const ELID_READY_EVENT = 'elid:ready';

/** The marker text that flags editor-marked components (spec 000 §5, §9). */
export const ELID_MARKER = 'ELID:';

/** spec 001 §3: an editor overlay element, sent to the preview frame. */
export const editorElementSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  type: z.string(),
  componentType: z.string(),
  selector: z.string(),
  position: z.object({
    top: z.number(),
    left: z.number(),
    width: z.number().check(z.nonnegative()),
    height: z.number().check(z.nonnegative()),
  }),
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type EditorElement = z.infer<typeof editorElementSchema>;

/** spec 000 §7: the component data the portal sends to the frame. */
export const componentDataSchema = z.object({
  id: z.string().check(z.minLength(1)),
  slug: z.nullable(z.string()),
  component_type: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type ComponentData = z.infer<typeof componentDataSchema>;

/** spec 000 §5: a save merges content, settings and meta key by key. */
export const componentChangesSchema = z.object({
  content: z.optional(z.record(z.string(), z.unknown())),
  settings: z.optional(z.record(z.string(), z.unknown())),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type ComponentChanges = z.infer<typeof componentChangesSchema>;

const ping = z.object({ type: z.literal('ELID_PING') });
const pong = z.object({ type: z.literal('ELID_PONG') });

// ---- From the site (the helper script inside the frame) to the portal ----

export const siteMessageSchema = z.discriminatedUnion('type', [
  /** The page was scanned; `elements` carries the scan result when it found marked elements. */
  z.object({ type: z.literal('ELID_READY'), elements: z.optional(z.array(editorElementSchema)) }),
  /** The helper bundle is loaded: the "bundle-ready" signal the portal waits for. */
  z.object({ type: z.literal('ELID_HELPER_READY'), version: z.optional(z.string()) }),
  /** A marked element was clicked: the portal looks up its component and opens the editor. */
  z.object({ type: z.literal('ELID_OPEN_EDITOR'), elementId: z.string().check(z.minLength(1)) }),
  ping,
  pong,
  /** Save of changes; a save without a component id is logged and nothing is saved. */
  z.object({
    type: z.literal('ELID_SAVE_COMPONENT'),
    componentId: z.optional(z.string().check(z.minLength(1))),
    changes: componentChangesSchema,
  }),
  /** The site applied changes to its DOM. */
  z.object({
    type: z.literal('ELID_UPDATE_DOM'),
    componentId: z.string().check(z.minLength(1)),
    changes: componentChangesSchema,
  }),
  /** The editor modal opened (the portal suppresses its page scroll) or closed (restores it). */
  z.object({ type: z.literal('ELID_MODAL_OPEN') }),
  z.object({ type: z.literal('ELID_MODAL_CLOSE') }),
  z.object({ type: z.literal('ELID_ERROR'), error: z.string() }),
  /** The editor asks the portal to pick an image (its media library) for a field of an opened component. */
  z.object({
    type: z.literal('ELID_PICK_IMAGE'),
    componentId: z.string().check(z.minLength(1)),
    fieldId: z.string().check(z.minLength(1), z.maxLength(300)),
    label: z.optional(z.string().check(z.maxLength(200))),
  }),
]);
export type SiteMessage = z.infer<typeof siteMessageSchema>;

// ---- From the portal to the site ----

/** The answer to a component lookup: the component, or null with the spec's error text. */
const componentDataMessageSchema = z.union([
  z.object({ type: z.literal('COMPONENT_DATA'), elementId: z.string(), component: componentDataSchema }),
  z.object({ type: z.literal('COMPONENT_DATA'), elementId: z.string(), component: z.null(), error: z.string() }),
]);

const otherPortalMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ENABLE_EDITOR_OVERLAYS'),
    elements: z.array(editorElementSchema),
    accountId: z.string().check(z.minLength(1)),
    timestamp: z.number(),
  }),
  z.object({ type: z.literal('OPEN_EXISTING_MODAL'), component: componentDataSchema }),
  z.object({
    type: z.literal('SAVE_SUCCESS'),
    componentId: z.string().check(z.minLength(1)),
    changes: componentChangesSchema,
  }),
  z.object({ type: z.literal('SAVE_ERROR'), error: z.string(), componentId: z.optional(z.string()) }),
  /** The image the portal's media picker chose for ELID_PICK_IMAGE's field. */
  z.object({
    type: z.literal('IMAGE_PICKED'),
    componentId: z.string().check(z.minLength(1)),
    fieldId: z.string().check(z.minLength(1)),
    url: z.string().check(z.minLength(1), z.maxLength(2000)),
  }),
  /** spec 000 §4: "the frame is asked after 100 ms to initialise its editor" (type name not given). */
  z.object({ type: z.literal('INIT_EDITOR'), accountId: z.string().check(z.minLength(1)) }),
  ping,
  pong,
]);

export const portalMessageSchema = z.union([otherPortalMessageSchema, componentDataMessageSchema]);
export type PortalMessage = z.infer<typeof portalMessageSchema>;

export type SiteMessageType = SiteMessage['type'];
export type PortalMessageType = PortalMessage['type'];

/** What the portal receives: a site message, or null when the data is not one. */
export function parseSiteMessage(data: unknown): SiteMessage | null {
  const parsed = siteMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** What the site receives: a portal message, or null when the data is not one. */
export function parsePortalMessage(data: unknown): PortalMessage | null {
  const parsed = portalMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
