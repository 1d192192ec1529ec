import { ChevronDown, ChevronRight, Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { ThemeToggle } from "#app/components/theme-toggle.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { type MenuBlock, menuBlockLinks, type NavLink as MenuLink } from "#app/lib/navigation.ts";
import { useSiteMenus } from "#app/lib/site-menus.ts";
import { paths } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );

/** The Products menu's blocks (each product with its pages, then the audiences), in the desktop panel. */
function DesktopMenuBlocks({ blocks }: { blocks: MenuBlock[] }) {
  return (
    <>
      {blocks.map((block, b) => (
        <div key={`${b}-${block.title}`} className={cn("space-y-4", b === 0 && "sm:col-span-2")}>
          {block.lead ? (
            <Link to={block.lead.href} className="block rounded-md p-2 hover:bg-muted">
              <span className="block text-sm font-semibold">{block.lead.label}</span>
              {block.lead.description ? <span className="block text-xs text-muted-foreground">{block.lead.description}</span> : null}
            </Link>
          ) : (
            <p className="px-2 pt-2 text-sm font-semibold">{block.title}</p>
          )}
          {block.sections.map((section, s) => (
            <div key={`${s}-${section.title}`}>
              {section.title ? <p className="px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{section.title}</p> : null}
              <ul className={cn("mt-1 grid gap-x-2", section.links.length > 6 && "sm:grid-cols-2")}>
                {section.links.map((link, i) => (
                  <li key={`${i}-${link.href}`}>
                    <Link to={link.href} className="block rounded-md px-2 py-1.5 text-sm hover:bg-muted">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

/** The Products menu in the mobile menu: one disclosure per block, so the company links stay in view. */
function MobileMenuBlocks({ blocks, closing }: { blocks: MenuBlock[]; closing: MenuLink[] }) {
  return (
    <div className="space-y-1 border-t pt-4">
      <p className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Products</p>
      {blocks.map((block, b) => (
        <details key={`${b}-${block.title}`} className="group/block">
          <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-sm font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
            {block.title}
            <ChevronDown className="size-4 transition-transform group-open/block:rotate-180" aria-hidden="true" />
          </summary>
          <ul className="grid grid-cols-1 gap-1 pb-2 pl-3 sm:grid-cols-2">
            {menuBlockLinks(block).map((link, i) => (
              <li key={`${i}-${link.href}`}>
                <MobileLink link={link} />
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {closing.map((link, i) => (
          <li key={`${i}-${link.href}`}>
            <MobileLink link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileLink({ link }: { link: MenuLink }) {
  return (
    <NavLink to={link.href} className={(state) => cn(navLinkClass(state), "block")}>
      {link.label}
    </NavLink>
  );
}

/**
 * The header's behaviour (the "scrolled" state past 10 px, SPEC §4; the Products menu opening on
 * click and hover and closing on Escape, on leaving and on a link; the mobile menu, a <details> that
 * opens without JavaScript too, closing on Escape, a tap outside it and a link) is the page script's
 * (app/browser/header.ts), so it works on pages that React does not hydrate. This is the closed state.
 */
export function SiteHeader() {
  // The menus as staff set them (issue 26.4); today's until they do.
  const { mainNav, productMenuBlocks, productMenuFooter } = useSiteMenus();
  // The company pages of the mobile menu: the header's links and Contact (the header's own button).
  const mobileCompanyNav: MenuLink[] = [...mainNav, { label: "Contact", href: paths.contact }];
  return (
    <header
      {...dataAttr(ATTR.scrolled, "false")}
      suppressHydrationWarning
      className="sticky top-0 z-40 w-full border-b border-transparent bg-background transition-shadow data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/95 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {/* app.css opens the panel on hover and focus when there is no JavaScript. */}
            <li {...dataAttr(ATTR.hoverMenu)}>
              <button
                type="button"
                aria-expanded="false"
                aria-controls="products-menu"
                suppressHydrationWarning
                className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted aria-expanded:bg-muted"
              >
                Products
                <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
              </button>
              {/* In the server HTML so that its links are there without JavaScript; hidden while closed.
                  Padding rather than margin above it, so the pointer crosses no gap. */}
              <div id="products-menu" {...dataAttr(ATTR.hoverMenuPanel)} hidden suppressHydrationWarning className="absolute inset-x-0 top-[3.25rem] mx-auto max-w-6xl px-4 pt-3">
                <div className="rounded-lg border bg-card p-4 text-card-foreground shadow-xl">
                  <div className="grid grid-cols-5 gap-4">
                    <DesktopMenuBlocks blocks={productMenuBlocks} />
                  </div>
                  <ul className="mt-4 flex flex-wrap gap-2 border-t pt-4">
                    {productMenuFooter.map((link, i) => (
                      <li key={`${i}-${link.href}`}>
                        <Link to={link.href} className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-primary hover:bg-muted">
                          {link.label} <ChevronRight className="size-4" aria-hidden="true" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
            {mainNav.map((link, i) => (
              <li key={`${i}-${link.href}`}>
                <NavLink to={link.href} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.iraconnect} className={navLinkClass}>
                IRACONNECT
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          {/* Visible on every screen, a phone's too (issue 17). */}
          <Button asChild size="sm" className="sm:h-10 sm:px-4">
            <Link to={paths.contact}>Get in Touch</Link>
          </Button>
          <details {...dataAttr(ATTR.mobileMenu)} className="group lg:hidden">
            <summary
              className={cn(
                buttonVariants({ variant: "ghost", size: "icon" }),
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              <span className="sr-only">Menu</span>
              <Menu className="group-open:hidden" aria-hidden="true" />
              <X className="hidden group-open:block" aria-hidden="true" />
            </summary>
            {/* Laid over the page below the header; scrolls on its own when taller than the screen. */}
            <nav
              id="mobile-menu"
              aria-label="Mobile"
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-y bg-background shadow-lg"
            >
              <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
                {/* The company pages first: short, and never below the product links. */}
                <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                  {mobileCompanyNav.map((link, i) => (
                    <li key={`${i}-${link.href}`}>
                      <MobileLink link={link} />
                    </li>
                  ))}
                </ul>
                <MobileMenuBlocks blocks={productMenuBlocks} closing={productMenuFooter} />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
