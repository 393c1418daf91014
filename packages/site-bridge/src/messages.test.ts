import { describe, expect, it } from 'vitest';
import { parsePortalMessage, parseSiteMessage, type EditorElement } from './messages.ts';

const element: EditorElement = {
  uid: 'hero-1',
  type: 'component',
  componentType: 'hero',
  selector: '[data-elid="hero-1"]',
  position: { top: 10, left: 0, width: 800, height: 300 },
  data: { title: 'Welcome' },
};
const component = { id: 'c1', slug: 'hero-ab12', component_type: 'hero', type: 'hero', data: { content: {} } };

describe('site messages (spec 000 §7, from the frame)', () => {
  it.each([
    { type: 'ELID_READY' },
    { type: 'ELID_READY', elements: [element] },
    { type: 'ELID_HELPER_READY', version: '1.0.0' },
    { type: 'ELID_OPEN_EDITOR', elementId: 'hero-1' },
    { type: 'ELID_PING' },
    { type: 'ELID_PONG' },
    { type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes: { content: { title: 'Hi' } } },
    { type: 'ELID_SAVE_COMPONENT', changes: {} },
    { type: 'ELID_UPDATE_DOM', componentId: 'c1', changes: { settings: { dark: true } } },
    { type: 'ELID_MODAL_OPEN' },
    { type: 'ELID_MODAL_CLOSE' },
    { type: 'ELID_ERROR', error: 'boom' },
    { type: 'ELID_PICK_IMAGE', componentId: 'c1', fieldId: 'image', label: 'Image' },
    { type: 'ELID_PICK_IMAGE', componentId: 'c1', fieldId: 'features.feature-1.image' },
  ])('parses $type', (message) => {
    expect(parseSiteMessage(message)).toEqual(message);
  });

  it.each([
    null,
    'ELID_READY',
    42,
    {},
    { type: 'ELID_NOPE' },
    { type: 'ENABLE_EDITOR_OVERLAYS', elements: [], accountId: 'a', timestamp: 1 },
    { type: 'ELID_OPEN_EDITOR' },
    { type: 'ELID_OPEN_EDITOR', elementId: '' },
    { type: 'ELID_READY', elements: [{ uid: 'x' }] },
    { type: 'ELID_SAVE_COMPONENT', componentId: 'c1', changes: { content: 'text' } },
    { type: 'ELID_ERROR' },
    { type: 'ELID_PICK_IMAGE', fieldId: 'image' },
    { type: 'ELID_PICK_IMAGE', componentId: 'c1', fieldId: '' },
    { type: 'ELID_PICK_IMAGE', componentId: 'c1', fieldId: 'x'.repeat(301) },
    { type: 'IMAGE_PICKED', componentId: 'c1', fieldId: 'image', url: '/uploads/a.png' },
  ])('drops malformed data %#', (data) => {
    expect(parseSiteMessage(data)).toBeNull();
  });
});

describe('portal messages (spec 000 §7, to the frame)', () => {
  it.each([
    { type: 'ENABLE_EDITOR_OVERLAYS', elements: [element], accountId: 'acc', timestamp: 1700000000000 },
    { type: 'OPEN_EXISTING_MODAL', component },
    { type: 'COMPONENT_DATA', elementId: 'hero-1', component },
    { type: 'COMPONENT_DATA', elementId: 'x', component: null, error: 'Component not found for elementId: x' },
    { type: 'SAVE_SUCCESS', componentId: 'c1', changes: { meta: { name: 'Hero' } } },
    { type: 'SAVE_ERROR', error: 'Failed' },
    { type: 'INIT_EDITOR', accountId: 'acc' },
    { type: 'ELID_PING' },
    { type: 'ELID_PONG' },
    { type: 'IMAGE_PICKED', componentId: 'c1', fieldId: 'image', url: '/uploads/media/a.png' },
  ])('parses $type', (message) => {
    expect(parsePortalMessage(message)).toEqual(message);
  });

  it.each([
    { type: 'ENABLE_EDITOR_OVERLAYS', elements: [element], timestamp: 1 },
    { type: 'OPEN_EXISTING_MODAL', component: { id: 'c1' } },
    { type: 'COMPONENT_DATA', elementId: 'x', component: null },
    { type: 'SAVE_SUCCESS', changes: {} },
    { type: 'ELID_READY' },
    { type: 'IMAGE_PICKED', componentId: 'c1', fieldId: 'image', url: '' },
    { type: 'IMAGE_PICKED', componentId: 'c1', url: '/uploads/a.png' },
    { type: 'ELID_PICK_IMAGE', componentId: 'c1', fieldId: 'image' },
    undefined,
  ])('drops malformed data %#', (data) => {
    expect(parsePortalMessage(data)).toBeNull();
  });
});
