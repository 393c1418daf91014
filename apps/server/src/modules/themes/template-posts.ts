import { industryLabel, type BlogPostContent } from '@themeport/core';
import { firstVisitGuide, type PostProfile } from './template-post-guides.ts';

export type { PostProfile };

export interface TemplatePostSeed {
  slug: string;
  title: string;
  description: string;
  content: BlogPostContent;
}

const DAY_MS = 86_400_000;
// The team on every theme's About page: the posts are signed by them.
const TEAM = ['Alex Rivera', 'Priya Nair', 'Jonas Weber'] as const;

const sentence = (text: string) => text.trim().replace(/[.!?]*$/, '.');
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function welcomeBody(p: PostProfile): string {
  const features = p.features.slice(0, 5).map((feature) => `- ${feature}`);
  return `**${sentence(p.tagline)}** That has been our promise from the start, and our new website is built around it.

${p.description}

## What you will find here

${features.join('\n')}

## Where to start

Meet the people behind ${p.name} on the About page, read the latest guides and stories here on the blog, or send us a message from the Contact page. We answer every message within one business day.

Thank you for stopping by.`;
}

function lessonsBody(p: PostProfile): string {
  const second = lowerFirst(p.features[1] ?? p.features[0] ?? 'new pages');
  return `Another year at ${p.name} is behind us. Here is what it taught us, and what we will carry into the next one.

## 1. Listen before you build
Our best ideas this year started as questions people asked us. We now keep a shared list of every question, and read it together every month.

## 2. Clear beats clever
When we rewrote our pages in plain words, more people got in touch. "${sentence(p.tagline)}" says what we do; nothing else needs to.

## 3. Small steps, often
Weekly improvements beat a big relaunch. The ${second} started as a quick experiment and is now one of the most visited parts of the site.

## 4. Show your work
Sharing drafts early saved us weeks. People are generous with feedback when they see something real.

## 5. Say thank you
To everyone who wrote in, recommended us to a friend or simply read along: thank you. We could not have had this year without you.`;
}

function behindTheScenesBody(p: PostProfile): string {
  return `People often ask how a team our size gets so much done. The honest answer: a simple rhythm, and three people who trust each other.

## The team

- **Alex Rivera**, founder, keeps us pointed at what matters and talks to everyone who writes in.
- **Priya Nair**, head of design, makes sure everything we publish looks and feels like ${p.name}.
- **Jonas Weber**, lead engineer, keeps the site fast, secure and easy for the rest of us to update.

## A typical week

1. **Monday:** we agree on the one thing that would make the biggest difference this week.
2. **Tuesday to Thursday:** heads down. Fewer meetings, more making.
3. **Friday:** we show each other what we made, and decide what to keep.

## What we do not do

We do not chase every trend, and we do not ship anything we would not use ourselves. ${sentence(p.description)}

If you would like to see how we work up close, send us a message. We love a good conversation.`;
}

interface Draft {
  slug: string;
  title: string;
  description: string;
  body: string;
  category: string;
  /** Days before the theme was published: the demo blog predates the theme's release. */
  daysBefore: number;
}

/**
 * Three or four posts for the theme's demo blog, written from its name, tagline, features and
 * industry: the first three match the post list of the theme's Blog page.
 */
export function buildTemplatePosts(profile: PostProfile): TemplatePostSeed[] {
  const tags = [industryLabel(profile.category), industryLabel(profile.type)];
  const posts: Draft[] = [
    {
      slug: 'five-things-we-learned-this-year',
      title: 'Five things we learned this year',
      description: 'A look back at what worked, and what we will do differently.',
      body: lessonsBody(profile),
      category: 'Stories',
      daysBefore: 40,
    },
    {
      slug: 'a-guide-for-first-time-visitors',
      title: 'A guide for first-time visitors',
      description: 'Everything you need to know before you get started with us.',
      body: firstVisitGuide(profile),
      category: 'Guides',
      daysBefore: 26,
    },
    {
      slug: 'behind-the-scenes',
      title: 'Behind the scenes',
      description: 'How a small team ships big things, week after week.',
      body: behindTheScenesBody(profile),
      category: 'Culture',
      daysBefore: 12,
    },
    {
      slug: 'welcome-to-our-new-website',
      title: `Welcome to the new ${profile.name}`,
      description: `${sentence(profile.tagline)} A quick tour of what is new on the site.`,
      body: welcomeBody(profile),
      category: 'News',
      daysBefore: 2,
    },
  ];
  return posts.map((post, index) => ({
    slug: post.slug,
    title: post.title,
    description: post.description,
    content: {
      body: post.body,
      type: 'markdown',
      version: '1.0',
      author: TEAM[index % TEAM.length],
      ...(profile.images.length > 0 ? { image: profile.images[index % profile.images.length] } : {}),
      category: post.category,
      tags,
      publish_date: new Date(profile.createdAt.getTime() - post.daysBefore * DAY_MS).toISOString().slice(0, 10),
      status: 'published',
    },
  }));
}
