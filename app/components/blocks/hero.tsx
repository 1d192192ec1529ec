import { ArrowRight, Rocket, Sparkles } from "lucide-react";
import { Breadcrumbs } from "#app/components/marketing/sections.tsx";
import { CtaLink } from "#app/components/marketing/cta-link.tsx";
import { SignupCounterIsland } from "#app/islands/iraconnect-counter.tsx";
import { paths } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";
import { pictureOf, type BlockProps } from "./context.ts";
import { BlockPicture } from "./picture.tsx";

/**
 * The page's hero (the first heading of the page): under the breadcrumb trail on a page below
 * home, with its buttons and picture. The markup of PageHero (sections.tsx), so pages look the same.
 */
export function HeroBlock({ block, context }: BlockProps<"hero">) {
  const picture = pictureOf(context, block.image);
  return (
    <>
      {block.variant === "page" ? <Breadcrumbs trail={context.data.trail} /> : null}
      <section aria-labelledby="page-title" className="border-b bg-gradient-to-b from-secondary/60 to-background">
        <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", "py-16 sm:py-24", picture && "grid items-center gap-12 lg:grid-cols-2")}>
          <div className="max-w-3xl">
            {block.eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">{block.eyebrow}</p> : null}
            <h1 id="page-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {block.title}
            </h1>
            <p className="mt-6 text-lg text-muted-foreground sm:text-xl">{block.subtitle}</p>
            {block.actions.length ? (
              <div className="mt-8 flex flex-wrap gap-3">
                {block.actions.map((action, index) => (
                  <CtaLink key={`${action.href}-${index}`} href={action.href} variant={index === 0 ? undefined : "outline"}>
                    {action.label}
                    {index === 0 && block.arrow ? <ArrowRight aria-hidden="true" /> : null}
                    {action.srHint ? <span className="sr-only"> {action.srHint}</span> : null}
                  </CtaLink>
                ))}
              </div>
            ) : null}
          </div>
          {picture ? (
            <div className="overflow-hidden rounded-2xl border shadow-xl">
              <BlockPicture picture={picture} priority />
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}

/** The campaign's own look (the IRACONNECT landing): a vivid band, the same in both themes. */
const CAMPAIGN_BAND = "bg-[linear-gradient(135deg,oklch(0.4_0.2_264),oklch(0.42_0.22_295)_55%,oklch(0.45_0.21_325))] text-white";

/** The IRACONNECT hero: the campaign band, the live signup counter (an island) and the way to sign up. */
export function IraconnectHeroBlock({ block, context }: BlockProps<"iraconnectHero">) {
  return (
    <section aria-labelledby="page-title" className={cn("relative isolate overflow-hidden", CAMPAIGN_BAND)}>
      <span aria-hidden="true" className="pointer-events-none absolute -top-24 -left-24 -z-10 size-80 rounded-full bg-cyan-300/30 blur-3xl" />
      <span aria-hidden="true" className="pointer-events-none absolute -right-24 bottom-0 -z-10 size-96 rounded-full bg-amber-300/25 blur-3xl" />
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-14 pb-20 text-center sm:px-6 sm:pt-20 lg:px-8">
        {block.eyebrow ? <p className="rounded-full bg-white/15 px-4 py-1 text-sm font-semibold ring-1 ring-white/40">{block.eyebrow}</p> : null}
        <h1 id="page-title" className="mt-6 text-display font-black">
          {block.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/90">{block.subtitle}</p>
        {block.showCounter && context.data.signupCount !== null ? (
          <div className="relative mt-12">
            <Sparkles aria-hidden="true" className="absolute -top-6 -left-8 size-10 rotate-12 text-amber-200 sm:-left-14 sm:size-12" />
            <Rocket aria-hidden="true" className="absolute -right-6 -bottom-6 size-10 -rotate-12 text-cyan-200 sm:-right-14 sm:size-12" />
            <SignupCounterIsland value={context.data.signupCount} />
          </div>
        ) : null}
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <CtaLink
            href={paths.iraconnectJoin}
            className="h-14 rounded-full bg-white px-8 text-lg font-bold text-indigo-800 shadow-xl hover:bg-amber-100 focus-visible:outline-white"
          >
            {block.signupLabel}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
