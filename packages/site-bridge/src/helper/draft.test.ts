import { describe, expect, it } from 'vitest';
import {
  addItem,
  draftChanges,
  imageUrlProblem,
  IMAGE_TEXT,
  isImageField,
  moveItem,
  removeItem,
  setFieldValue,
  type Content,
} from './draft.ts';
import { editableFields, editableLists } from './fields.ts';

const content = (): Content => ({
  title: { value: 'Fresh bread', elementType: 'h1', cssClasses: ['hero-title'] },
  image: { value: '/images/loaf.jpg', elementType: 'img' },
  features: [
    { uid: 'feature-1', title: { value: 'Sourdough', elementType: 'h3' }, body: { value: 'Slow', elementType: 'p' } },
    { uid: 'feature-2', title: { value: 'Rye', elementType: 'h3' }, body: { value: 'Dark', elementType: 'p' } },
  ],
});

describe('the in-frame editor’s draft', () => {
  it('offers image fields as images, and lists with their items', () => {
    const data = { content: content() };
    expect(editableFields(data).map((field) => [field.id, field.image])).toEqual([
      ['title', false],
      ['image', true],
      ['features.feature-1.title', false],
      ['features.feature-1.body', false],
      ['features.feature-2.title', false],
      ['features.feature-2.body', false],
    ]);
    const [list] = editableLists(data);
    expect(list!.label).toBe('Features');
    expect(list!.items.map((item) => [item.uid, item.label])).toEqual([
      ['feature-1', 'Feature 1'],
      ['feature-2', 'Feature 2'],
    ]);
    // Fields in the order the page shows them, not the database's (shortest key first).
    const stored = {
      content: {
        ctaLabel: { value: 'Go' },
        title: { value: 'T' },
        list: [{ uid: 'l-1', body: { value: 'B' }, title: { value: 'T' } }],
      },
    };
    expect(editableFields(stored).map((field) => field.id)).toEqual([
      'title',
      'ctaLabel',
      'list.l-1.title',
      'list.l-1.body',
    ]);
    expect(isImageField({ value: 'x', matchType: 'background-image' })).toBe(true);
    expect(isImageField({ value: 'x', elementType: 'p' })).toBe(false);
  });

  it('sends a changed image as { value }, keeping its element type as stored', () => {
    const draft = content();
    expect(setFieldValue(draft, 'image', 'https://cdn.example.com/rye.jpg')).toBe(true);
    expect(draftChanges(content(), draft)).toEqual({
      content: { image: { value: 'https://cdn.example.com/rye.jpg' } },
    });
  });

  it('adds an item shaped like the first, with empty texts and a new uid, and sends the whole list', () => {
    const draft = content();
    expect(addItem(draft, 'features')).toBe('feature-3');
    expect(setFieldValue(draft, 'features.feature-3.title', 'Spelt')).toBe(true);
    expect(draftChanges(content(), draft)).toEqual({
      content: {
        features: [
          ...(content().features as unknown[]),
          { uid: 'feature-3', title: { value: 'Spelt', elementType: 'h3' }, body: { value: '', elementType: 'p' } },
        ],
      },
    });
  });

  it('removes and moves items; the ends and unknown items change nothing', () => {
    const draft = content();
    expect(moveItem(draft, 'features', 'feature-1', -1)).toBe(false);
    expect(moveItem(draft, 'features', 'feature-2', 1)).toBe(false);
    expect(moveItem(draft, 'features', 'feature-2', -1)).toBe(true);
    expect((draft.features as { uid: string }[]).map((item) => item.uid)).toEqual(['feature-2', 'feature-1']);
    expect(removeItem(draft, 'features', 'nope')).toBe(false);
    expect(removeItem(draft, 'features', 'feature-1')).toBe(true);
    expect(draftChanges(content(), draft)).toEqual({ content: { features: [(content().features as unknown[])[1]] } });
    expect(addItem(draft, 'title')).toBeNull();
    expect(setFieldValue(draft, 'features.nope.title', 'x')).toBe(false);
  });

  it('is null when the draft is back to what was loaded; the original is never changed', () => {
    const original = content();
    const draft = structuredClone(original);
    setFieldValue(draft, 'title', 'Warm bread');
    setFieldValue(draft, 'title', 'Fresh bread');
    moveItem(draft, 'features', 'feature-2', -1);
    moveItem(draft, 'features', 'feature-2', 1);
    expect(draftChanges(original, draft)).toBeNull();
    addItem(draft, 'features');
    expect((original.features as unknown[]).length).toBe(2);
  });
});

describe('image addresses', () => {
  it('accept web addresses and site paths, refuse scripts, data and protocol-relative URLs', () => {
    for (const ok of ['', '/uploads/a.png', 'https://cdn.example.com/a.jpg', 'http://127.0.0.1:4331/uploads/b.webp'])
      expect(imageUrlProblem(ok), ok).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      'a b.png',
      'photo.jpg',
    ])
      expect(imageUrlProblem(bad), bad).toBe(IMAGE_TEXT.invalid);
  });
});
