import type { ComponentChanges, ComponentData } from '../messages.ts';
import {
  addItem,
  draftChanges,
  imageUrlProblem,
  isRecord,
  moveItem,
  removeItem,
  setFieldValue,
  type Content,
} from './draft.ts';
import { editableFields, editableLists, labelFor, type EditableField, type EditableList } from './fields.ts';
import type { Layer } from './overlay.ts';

// The editing panel inside the frame (ELID_MODAL_OPEN / _CLOSE around it). It edits a draft of
// the component's content: one input per text field, an address (typed, pasted, or chosen in the
// portal's media library) per image field, and the lists of items, which can grow, shrink and be
// reordered. Typing shows the text on the page at once; the field's own element on the page can
// be typed into as well (contenteditable while the panel is open). Added, removed and moved items
// show after the save (the page is rendered again). Save sends only what changed; Cancel puts
// the page back as it was.

export interface PanelCallbacks {
  onSave(componentId: string, changes: ComponentChanges): void;
  onClose(): void;
  /** Ask the portal for an image from its media library (answered with setImage). */
  onPickImage(componentId: string, fieldId: string, label: string): void;
  /** Where the page loads a stored image address from ('/uploads/…' lives on the portal). */
  imageSource(url: string): string;
}

export interface Panel {
  open(component: ComponentData, section: HTMLElement | null): void;
  close(): void;
  isOpen(): boolean;
  componentId(): string | null;
  saving(): void;
  failed(error: string): void;
  /** The portal's media picker chose an image for a field of the open component. */
  setImage(componentId: string, fieldId: string, url: string): void;
}

type FieldInput = HTMLInputElement | HTMLTextAreaElement;

interface Editing {
  component: ComponentData;
  section: HTMLElement | null;
  original: Content;
  draft: Content;
  /** The page's nodes and image addresses as they were, put back on Cancel. */
  originals: Map<HTMLElement, Node[]>;
  imageSources: Map<HTMLImageElement, string | null>;
  inPlace: Set<HTMLElement>;
  inputs: Map<string, { field: EditableField; input: FieldInput; error: HTMLElement | null }>;
  listeners: AbortController;
}

export const PANEL_TEXT = {
  noFields: 'This component has no text fields to edit.',
  nothingChanged: 'Nothing changed.',
  itemsAfterSave: 'Added, removed and moved items show on the page after Save.',
} as const;

export function createPanel(layer: Layer, doc: Document, callbacks: PanelCallbacks): Panel {
  const panel = doc.createElement('div');
  panel.className = 'panel';
  panel.hidden = true;
  panel.setAttribute('role', 'dialog');
  const header = doc.createElement('header');
  const title = doc.createElement('h2');
  title.id = 'themeport-panel-title';
  panel.setAttribute('aria-labelledby', title.id);
  const closeButton = button(doc, '×', 'close');
  closeButton.setAttribute('aria-label', 'Close editor');
  header.append(title, closeButton);
  const form = doc.createElement('form');
  form.noValidate = true;
  const footer = doc.createElement('footer');
  const status = doc.createElement('p');
  status.className = 'status';
  status.setAttribute('role', 'status');
  const cancel = button(doc, 'Cancel');
  const save = button(doc, 'Save', 'primary');
  save.type = 'submit';
  save.setAttribute('form', 'themeport-panel-form');
  form.id = 'themeport-panel-form';
  footer.append(status, cancel, save);
  panel.append(header, form, footer);
  layer.root.append(panel);

  let current: Editing | null = null;

  function restorePage(editing: Editing) {
    for (const [element, nodes] of editing.originals) element.replaceChildren(...nodes);
    for (const [image, src] of editing.imageSources) {
      if (src === null) image.removeAttribute('src');
      else image.setAttribute('src', src);
    }
  }

  function close(restore: boolean) {
    if (!current) return;
    const editing = current;
    editing.listeners.abort();
    for (const target of editing.inPlace) target.removeAttribute('contenteditable');
    if (restore) restorePage(editing);
    current = null;
    panel.hidden = true;
    form.replaceChildren();
    layer.select(null);
    callbacks.onClose();
  }

  closeButton.addEventListener('click', () => close(true));
  cancel.addEventListener('click', () => close(true));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close(true);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!current) return;
    for (const { field, input } of current.inputs.values()) {
      const problem = field.image ? imageUrlProblem(input.value) : null;
      if (problem) {
        setStatus(`${field.label}: ${problem}`, true);
        input.focus();
        return;
      }
    }
    const changes = draftChanges(current.original, current.draft);
    if (!changes) {
      setStatus(PANEL_TEXT.nothingChanged);
      return;
    }
    callbacks.onSave(current.component.id, changes);
  });

  function setStatus(text: string, isError = false) {
    status.textContent = text;
    status.classList.toggle('error', isError);
  }

  /** Remembers how a page element looked before the first edit, so Cancel can put it back. */
  function remember(editing: Editing, target: HTMLElement) {
    if (target instanceof HTMLImageElement) {
      if (!editing.imageSources.has(target)) editing.imageSources.set(target, target.getAttribute('src'));
    } else if (!editing.originals.has(target)) {
      editing.originals.set(
        target,
        [...target.childNodes].map((node) => node.cloneNode(true)),
      );
    }
  }

  /** Draws the form from the draft (again after an item is added, removed or moved). */
  function render(editing: Editing, focusId?: string) {
    editing.listeners.abort();
    editing.listeners = new AbortController();
    editing.inputs.clear();
    form.replaceChildren();
    const data = { content: editing.draft };
    const topFields = editableFields(data).filter((field) => !field.list);
    for (const field of topFields) bindField(editing, field, form);
    for (const list of editableLists(data)) renderList(editing, list);
    if (topFields.length === 0 && editableLists(data).length === 0) {
      const empty = doc.createElement('p');
      empty.className = 'empty';
      empty.textContent = PANEL_TEXT.noFields;
      form.append(empty);
    }
    const focus = focusId ? form.querySelector<HTMLElement>(`[data-focus-id="${cssString(focusId)}"]`) : null;
    (focus ?? editing.inputs.values().next().value?.input)?.focus();
  }

  function renderList(editing: Editing, list: EditableList) {
    const fieldset = doc.createElement('fieldset');
    fieldset.className = 'list';
    const legend = doc.createElement('legend');
    legend.textContent = `${list.label} (${list.items.length})`;
    fieldset.append(legend);
    const singular = labelFor(list.key).replace(/s$/, '');
    list.items.forEach((item, index) => {
      const group = doc.createElement('div');
      group.className = 'item';
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', item.label);
      const bar = doc.createElement('div');
      bar.className = 'item-bar';
      const name = doc.createElement('span');
      name.textContent = item.label;
      const up = button(doc, '↑', 'icon');
      const down = button(doc, '↓', 'icon');
      const remove = button(doc, 'Remove', 'icon danger');
      up.setAttribute('aria-label', `Move ${item.label} up`);
      down.setAttribute('aria-label', `Move ${item.label} down`);
      remove.setAttribute('aria-label', `Remove ${item.label}`);
      up.disabled = index === 0;
      down.disabled = index === list.items.length - 1;
      up.dataset.focusId = `${list.key}.${item.uid}.up`;
      down.dataset.focusId = `${list.key}.${item.uid}.down`;
      const restructure = (change: () => unknown, focusId?: string) => {
        change();
        setStatus(PANEL_TEXT.itemsAfterSave);
        render(editing, focusId);
      };
      up.addEventListener('click', () =>
        restructure(() => moveItem(editing.draft, list.key, item.uid, -1), up.dataset.focusId),
      );
      down.addEventListener('click', () =>
        restructure(() => moveItem(editing.draft, list.key, item.uid, 1), down.dataset.focusId),
      );
      remove.addEventListener('click', () =>
        restructure(() => removeItem(editing.draft, list.key, item.uid), `${list.key}.add`),
      );
      bar.append(name, up, down, remove);
      group.append(bar);
      for (const field of item.fields) bindField(editing, field, group);
      fieldset.append(group);
    });
    const add = button(doc, `Add ${singular.toLowerCase()}`, 'add');
    add.dataset.focusId = `${list.key}.add`;
    add.addEventListener('click', () => {
      const uid = addItem(editing.draft, list.key);
      setStatus(PANEL_TEXT.itemsAfterSave);
      render(editing, uid ? `${list.key}.${uid}.field` : undefined);
    });
    fieldset.append(add);
    form.append(fieldset);
  }

  function bindField(editing: Editing, field: EditableField, parent: HTMLElement) {
    const { input, error, pick } = fieldInput(doc, parent, field, callbacks.imageSource);
    if (field.list) input.dataset.focusId ??= `${field.list.key}.${field.list.uid}.field`;
    const signal = editing.listeners.signal;
    const targets = editing.section ? targetsOf(editing.section, field) : [];
    editing.inputs.set(field.id, { field, input, error });
    const show = (value: string) => {
      for (const target of targets) {
        remember(editing, target);
        if (target instanceof HTMLImageElement) {
          if (!imageUrlProblem(value) && value.trim() !== '')
            target.setAttribute('src', callbacks.imageSource(value.trim()));
        } else target.textContent = value;
      }
    };
    const onValue = (value: string) => {
      setFieldValue(editing.draft, field.id, value);
      if (field.image) {
        const problem = imageUrlProblem(value);
        if (error) error.textContent = problem ?? '';
        input.setAttribute('aria-invalid', problem ? 'true' : 'false');
        const preview = parent.querySelector<HTMLImageElement>(`img[data-preview="${cssString(field.id)}"]`);
        if (preview && (problem || value.trim() === '')) preview.removeAttribute('src');
        else if (preview) preview.src = callbacks.imageSource(value.trim());
      }
      if (status.classList.contains('error') || status.textContent === PANEL_TEXT.nothingChanged) setStatus('');
    };
    input.addEventListener(
      'input',
      () => {
        onValue(input.value);
        show(input.value);
      },
      { signal },
    );
    pick?.addEventListener('click', () => callbacks.onPickImage(editing.component.id, field.id, field.label), {
      signal,
    });
    if (field.image) return;
    for (const target of targets) {
      remember(editing, target);
      editing.inPlace.add(target);
      target.setAttribute('contenteditable', 'plaintext-only');
      target.addEventListener(
        'input',
        () => {
          input.value = target.innerText;
          onValue(input.value);
        },
        { signal },
      );
      if (!field.multiline) {
        target.addEventListener(
          'keydown',
          (event) => {
            if (event.key === 'Enter') event.preventDefault();
          },
          { signal },
        );
      }
    }
  }

  return {
    open(component, section) {
      if (current) close(true);
      const content = isRecord(component.data.content) ? component.data.content : {};
      current = {
        component,
        section,
        original: structuredClone(content),
        draft: structuredClone(content),
        originals: new Map(),
        imageSources: new Map(),
        inPlace: new Set(),
        inputs: new Map(),
        listeners: new AbortController(),
      };
      title.textContent = `Edit ${labelFor(component.component_type || component.type)}`;
      setStatus('');
      save.disabled = false;
      panel.hidden = false;
      layer.select(section);
      render(current);
    },
    close: () => close(false),
    isOpen: () => current !== null,
    componentId: () => current?.component.id ?? null,
    saving() {
      save.disabled = true;
      setStatus('Saving...');
    },
    failed(error) {
      save.disabled = false;
      setStatus(error, true);
    },
    setImage(componentId, fieldId, url) {
      const entry = current?.component.id === componentId ? current.inputs.get(fieldId) : undefined;
      if (!entry?.field.image) return;
      entry.input.value = url;
      entry.input.dispatchEvent(new Event('input'));
      entry.input.focus();
    },
  };
}

/** The page elements that show a field: its data-field elements, inside its item for a list field. */
function targetsOf(section: HTMLElement, field: EditableField): HTMLElement[] {
  const selector = `[data-field="${cssString(field.key)}"]`;
  if (field.list) {
    const item = section.querySelector<HTMLElement>(`[data-uid="${cssString(field.list.uid)}"]`);
    return item ? [...item.querySelectorAll<HTMLElement>(selector)] : [];
  }
  return [...section.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    const item = element.closest('[data-uid]');
    return item === null || !section.contains(item);
  });
}

function fieldInput(doc: Document, parent: HTMLElement, field: EditableField, imageSource: (url: string) => string) {
  const label = doc.createElement('label');
  const caption = doc.createElement('span');
  caption.textContent = field.label;
  const input = field.multiline ? doc.createElement('textarea') : doc.createElement('input');
  input.name = field.id;
  input.value = field.value;
  label.append(caption, input);
  parent.append(label);
  if (!field.image) return { input, error: null, pick: null };
  (input as HTMLInputElement).type = 'url';
  input.setAttribute('placeholder', 'https://… or /images/photo.jpg');
  const row = doc.createElement('div');
  row.className = 'image-row';
  const preview = doc.createElement('img');
  preview.alt = '';
  preview.dataset.preview = field.id;
  if (!imageUrlProblem(field.value) && field.value.trim() !== '') preview.src = imageSource(field.value.trim());
  const pick = button(doc, 'Choose image', 'pick');
  pick.setAttribute('aria-label', `Choose image for ${field.label}`);
  row.append(preview, pick);
  const error = doc.createElement('p');
  error.className = 'field-error';
  error.setAttribute('role', 'alert');
  parent.append(row, error);
  return { input, error, pick };
}

function button(doc: Document, text: string, className?: string) {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

const cssString = (value: string) => value.replace(/["\\]/g, '\\$&');
