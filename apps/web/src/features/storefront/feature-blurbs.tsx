import { Code2, Layers, Palette, RefreshCw } from 'lucide-react';

const FEATURES = [
  { title: 'Modern Tech Stack', body: 'Built on Astro.js and Next.js with TypeScript and Tailwind CSS.', icon: Layers },
  {
    title: 'Beautiful Design',
    body: 'Polished layouts and typography that look great on every screen.',
    icon: Palette,
  },
  { title: 'Clean Code', body: 'Well-structured components that are easy to read and extend.', icon: Code2 },
  { title: 'Regular Updates', body: 'Themes keep pace with framework releases and best practices.', icon: RefreshCw },
] as const;

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-heading" className="container-page py-16 sm:py-20">
      <h2 id="features-heading" className="sr-only">
        Why Themeport
      </h2>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, body, icon: Icon }) => (
          <li key={title} className="flex flex-col">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-primary-strong ring-1 ring-[#d6e4ff] ring-inset">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-[15px] font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
