// The helper's own look, inside its shadow root: nothing here reaches the site's elements, and
// the site's CSS does not reach in. Inline <style> is allowed by the hosted pages' CSP.
export const HELPER_CSS = `
:host { all: initial; }
.layer { position: absolute; top: 0; left: 0; width: 0; height: 0; z-index: 2147483646; pointer-events: none; }
.box { position: absolute; box-sizing: border-box; border: 2px solid #3b82f6; border-radius: 4px;
  background: rgba(59, 130, 246, 0.06); display: none; }
.box.selected { border-style: solid; border-color: #2563eb; background: rgba(37, 99, 235, 0.04); }
.tag { position: absolute; top: -24px; left: -2px; padding: 2px 8px; border-radius: 4px 4px 0 0;
  background: #3b82f6; color: #fff; font: 500 12px/20px system-ui, -apple-system, "Segoe UI", sans-serif;
  white-space: nowrap; }
.notice { position: fixed; left: 50%; bottom: 16px; transform: translateX(-50%); max-width: 90vw;
  padding: 8px 14px; border-radius: 8px; background: #111827; color: #fff; pointer-events: auto;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; box-shadow: 0 8px 24px rgba(0,0,0,.2); }
.notice[hidden] { display: none; }
.panel { position: fixed; top: 0; right: 0; bottom: 0; width: min(360px, 100vw); box-sizing: border-box;
  display: flex; flex-direction: column; background: #fff; color: #111827; pointer-events: auto;
  border-left: 1px solid #e5e7eb; box-shadow: -8px 0 24px rgba(0,0,0,.12);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; z-index: 2147483647; }
.panel[hidden] { display: none; }
.panel header { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 12px 16px; border-bottom: 1px solid #e5e7eb; }
.panel h2 { margin: 0; font-size: 15px; font-weight: 600; }
.panel form { flex: 1; overflow: auto; padding: 12px 16px; display: flex; flex-direction: column; gap: 12px; }
.panel label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; font-weight: 500; color: #374151; }
.panel input, .panel textarea { font: inherit; color: inherit; padding: 6px 10px; border: 1px solid #d1d5db;
  border-radius: 6px; background: #fff; }
.panel textarea { min-height: 72px; resize: vertical; }
.panel input:focus, .panel textarea:focus, .panel button:focus-visible { outline: 2px solid #3b82f6; outline-offset: 1px; }
.panel footer { display: flex; align-items: center; gap: 8px; padding: 12px 16px; border-top: 1px solid #e5e7eb; }
.panel .status { flex: 1; font-size: 13px; color: #4b5563; }
.panel .status.error { color: #b91c1c; }
.panel button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #d1d5db; background: #fff;
  color: #111827; cursor: pointer; }
.panel button.primary { background: #3b82f6; border-color: #3b82f6; color: #fff; }
.panel button:disabled { opacity: .6; cursor: default; }
.panel .close { border: 0; padding: 4px 8px; font-size: 18px; line-height: 1; }
.panel .empty { color: #6b7280; margin: 0; }
.panel fieldset.list { margin: 0; padding: 8px 10px 10px; border: 1px solid #e5e7eb; border-radius: 8px;
  display: flex; flex-direction: column; gap: 10px; }
.panel legend { padding: 0 4px; font-size: 13px; font-weight: 600; color: #111827; }
.panel .item { display: flex; flex-direction: column; gap: 8px; padding: 8px; border-radius: 6px; background: #f9fafb; }
.panel .item-bar { display: flex; align-items: center; gap: 4px; font-size: 12px; font-weight: 600; color: #4b5563; }
.panel .item-bar span { flex: 1; }
.panel button.icon { padding: 2px 8px; font-size: 12px; }
.panel button.danger { color: #b91c1c; }
.panel button.add { align-self: flex-start; }
.panel .image-row { display: flex; align-items: center; gap: 8px; margin-top: -4px; }
.panel .image-row img { width: 56px; height: 40px; object-fit: cover; border-radius: 4px; background: #f3f4f6;
  border: 1px solid #e5e7eb; }
.panel .image-row img:not([src]) { visibility: hidden; }
.panel .field-error { margin: -4px 0 0; font-size: 12px; color: #b91c1c; }
.panel .field-error:empty { display: none; }
`;
