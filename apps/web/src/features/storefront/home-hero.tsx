import { STOREFRONT_TEXT } from '@themeport/core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_28rem_at_50%_-8rem,#dbe8ff_0%,rgba(219,232,255,0.35)_40%,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_85%)] bg-[linear-gradient(to_right,#eef0f3_1px,transparent_1px),linear-gradient(to_bottom,#eef0f3_1px,transparent_1px)] bg-[size:48px_48px] opacity-70"
      />
      <div className="container-page flex flex-col items-center py-20 text-center sm:py-28 lg:py-32">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-white/80 px-3 py-1 text-[13px] font-medium text-muted-foreground shadow-sm backdrop-blur">
          <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
          Hand-picked themes, ready to deploy
        </p>
        <h1
          id="hero-heading"
          className="mt-6 max-w-4xl text-[40px] leading-[1.08] font-semibold tracking-[-0.03em] text-balance sm:text-6xl lg:text-[68px]"
        >
          {STOREFRONT_TEXT.heroTitle}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl">
          Launch a fast, beautiful website in an afternoon. Production-ready themes from independent developers, with
          clean code you will enjoy extending.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/themes">
              Browse Themes
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/for-developers">For Developers</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
