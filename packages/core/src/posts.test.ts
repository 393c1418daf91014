import { describe, expect, it } from 'vitest';
import { createPostSchema, isPostImageUrl, updatePostSchema } from './post-schemas.ts';
import { POST_BODY_MAX, POST_SLUG_MAX, POST_TEXT, numberedSlug, recreatedMessage, slugify } from './posts.ts';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('post slugs', () => {
  it('makes a slug from a title: accents dropped, lower case, words joined by hyphens', () => {
    expect(slugify('Crème brûlée, 2 ways!')).toBe('creme-brulee-2-ways');
    expect(slugify('  Hello   World  ')).toBe('hello-world');
    expect(slugify('日本語')).toBe('post');
    expect(slugify('x'.repeat(300))).toHaveLength(POST_SLUG_MAX);
  });

  it('numbers a slug without passing the limit or doubling a hyphen', () => {
    expect(numberedSlug('my-post', 2)).toBe('my-post-2');
    const long = numberedSlug(`${'a'.repeat(POST_SLUG_MAX - 2)}-b`, 12);
    expect(long.length).toBeLessThanOrEqual(POST_SLUG_MAX);
    expect(long).not.toContain('--');
  });
});

describe('the post schemas', () => {
  it('takes a title alone, trimmed, and lower-cases a typed slug', () => {
    expect(createPostSchema.parse({ title: '  Hello  ' })).toEqual({ title: 'Hello' });
    expect(createPostSchema.parse({ title: 'Hi', slug: ' My-Post ' }).slug).toBe('my-post');
  });

  it('refuses a blank title, a bad slug, a body over the cap and unknown keys with their texts', () => {
    expect(issue(createPostSchema.safeParse({ title: '   ' }))).toBe(POST_TEXT.titleRequired);
    expect(issue(createPostSchema.safeParse({ title: 'A', slug: 'two--hyphens' }))).toBe(POST_TEXT.slugInvalid);
    expect(issue(createPostSchema.safeParse({ title: 'A', slug: 'Ünïcode' }))).toBe(POST_TEXT.slugInvalid);
    expect(issue(createPostSchema.safeParse({ title: 'A', body: 'x'.repeat(POST_BODY_MAX + 1) }))).toBe(
      POST_TEXT.bodyTooLong,
    );
    expect(createPostSchema.safeParse({ title: 'A', body: 'x'.repeat(POST_BODY_MAX) }).success).toBe(true);
    expect(createPostSchema.safeParse({ title: 'A', siteId: 'x' }).success).toBe(false);
  });

  it('keeps markdown as written but makes line endings \\n, and tags once each', () => {
    const parsed = updatePostSchema.parse({ body: '# Hi\r\n\r\n    code', tags: ['news', ' news ', 'bread'] });
    expect(parsed).toEqual({ body: '# Hi\n\n    code', tags: ['news', 'bread'] });
  });

  it('takes an https image or a path on the site, and refuses script and other schemes', () => {
    expect(
      ['https://cdn.example.com/a.jpg', '/images/a.png', ''].map(
        (image) => updatePostSchema.safeParse({ image }).success,
      ),
    ).toEqual([true, true, true]);
    expect(isPostImageUrl('javascript:alert(1)')).toBe(false);
    expect(isPostImageUrl('//evil.example/a.png')).toBe(false);
    expect(isPostImageUrl('http://example.com/a.png')).toBe(false);
    expect(issue(updatePostSchema.safeParse({ image: 'data:image/png;base64,xx' }))).toBe(POST_TEXT.imageInvalid);
  });

  it('refuses an update that changes nothing', () => {
    expect(issue(updatePostSchema.safeParse({}))).toBe(POST_TEXT.nothingToChange);
  });
});

describe('recreate messages', () => {
  it("keeps the spec's success words and says what came back", () => {
    expect(recreatedMessage('pages', { added: 2, restored: 1 })).toBe(
      'Successfully recreated subscription pages! Added 2, restored 1.',
    );
    expect(recreatedMessage('pages', { added: 0, restored: 1 })).toBe(
      'Successfully recreated subscription pages! Restored 1.',
    );
    expect(recreatedMessage('posts', { added: 3, restored: 0 })).toBe(
      'Successfully recreated subscription posts! Added 3.',
    );
  });

  it('says nothing was restored when the site had every template page or post', () => {
    expect(recreatedMessage('pages', { added: 0, restored: 0 })).toBe(
      'Nothing to restore: every template page is here. Your edited pages are kept.',
    );
    expect(recreatedMessage('posts', { added: 0, restored: 0 })).toBe(
      'Nothing to restore: every template post is here. Your edited posts are kept.',
    );
  });
});
