import type { ComponentChanges, ComponentData } from '../messages.ts';
import { buildChanges, editableFields, labelFor, type EditableField } from './fields.ts';
import type { Layer } from './overlay.ts';

// The editing panel inside the frame (ELID_MODAL_OPEN / _CLOSE around it): one input per text
// field of the component. Typing shows the text on the page at once; the field's own element on
// the page can be typed into as well (contenteditable while the panel is open). Save sends only
// what changed; Cancel puts the page's text back as it was.

export interface PanelCallbacks {
  onSave(componentId: string, changes: ComponentChanges): void;
  onClose(): void;
}

export interface Panel {
  open(component: ComponentData, section: HTMLElement | null): void;
  close(): void;
  isOpen(): boolean;
  componentId(): string | null;
  saving(): void;
  failed(error: string): void;
}

interface Binding {
  field: EditableField;
  input: HTMLInputElement | HTMLTextAreaElement;
  targets: HTMLElement[];
}

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

  let current: { component: ComponentData; bindings: Binding[]; originals: Map<HTMLElement, Node[]> } | null = null;

  const edits = () => new Map(current?.bindings.map((binding) => [binding.field.id, binding.input.value]) ?? []);

  function restorePage() {
    if (!current) return;
    for (const [element, nodes] of current.originals) element.replaceChildren(...nodes);
  }

  function stopEditingInPlace() {
    for (const binding of current?.bindings ?? []) {
      for (const target of binding.targets) target.removeAttribute('contenteditable');
    }
  }

  function close(restore: boolean) {
    if (!current) return;
    stopEditingInPlace();
    if (restore) restorePage();
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
    const changes = buildChanges(current.component.data, edits());
    if (!changes) {
      setStatus('Nothing changed.');
      return;
    }
    callbacks.onSave(current.component.id, changes);
  });

  function setStatus(text: string, isError = false) {
    status.textContent = text;
    status.classList.toggle('error', isError);
  }

  return {
    open(component, section) {
      if (current) close(true);
      const fields = editableFields(component.data);
      const originals = new Map<HTMLElement, Node[]>();
      const bindings = fields.map((field) => {
        const targets = section ? targetsOf(section, field) : [];
        for (const target of targets) {
          if (!originals.has(target))
            originals.set(
              target,
              [...target.childNodes].map((node) => node.cloneNode(true)),
            );
        }
        return { field, input: fieldInput(doc, form, field), targets };
      });
      current = { component, bindings, originals };
      for (const binding of bindings) bindInPlace(binding, () => setStatus(''));
      if (fields.length === 0) {
        const empty = doc.createElement('p');
        empty.className = 'empty';
        empty.textContent = 'This component has no text fields to edit.';
        form.append(empty);
      }
      title.textContent = `Edit ${labelFor(component.component_type || component.type)}`;
      setStatus('');
      save.disabled = false;
      panel.hidden = false;
      layer.select(section);
      bindings[0]?.input.focus();
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

function bindInPlace(binding: Binding, onEdit: () => void) {
  const { input, targets, field } = binding;
  input.addEventListener('input', () => {
    for (const target of targets) target.textContent = input.value;
    onEdit();
  });
  for (const target of targets) {
    target.setAttribute('contenteditable', 'plaintext-only');
    target.addEventListener('input', () => {
      input.value = target.innerText;
      onEdit();
    });
    if (!field.multiline) {
      target.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') event.preventDefault();
      });
    }
  }
}

function fieldInput(doc: Document, form: HTMLFormElement, field: EditableField) {
  const label = doc.createElement('label');
  const caption = doc.createElement('span');
  caption.textContent = field.label;
  const input = field.multiline ? doc.createElement('textarea') : doc.createElement('input');
  input.name = field.id;
  input.value = field.value;
  label.append(caption, input);
  form.append(label);
  return input;
}

function button(doc: Document, text: string, className?: string) {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

const cssString = (value: string) => value.replace(/["\\]/g, '\\$&');
