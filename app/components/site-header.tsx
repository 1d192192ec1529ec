import { ChevronDown, Menu, X } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { ThemeToggle } from "#app/components/theme-toggle.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { mainNav, type NavLink as MenuLink, productMenu } from "#app/lib/navigation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

/** SPEC §4: the header is 'scrolled' once the page has moved more than 10 px. */
const SCROLLED_THRESHOLD_PX = 10;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );

/** The Products menu's groups (products, solutions, industries), in the desktop panel and the mobile menu. */
function ProductMenuGroups({
  titleClassName,
  listClassName,
  children,
}: {
  titleClassName: string;
  listClassName: string;
  children: (link: MenuLink) => ReactNode;
}) {
  return productMenu.map((group) => (
    <div key={group.title}>
      <p className={cn("text-xs font-semibold uppercase tracking-wide text-muted-foreground", titleClassName)}>{group.title}</p>
      <ul className={listClassName}>
        {group.links.map((link) => (
          <li key={link.href}>{children(link)}</li>
        ))}
      </ul>
    </div>
  ));
}

function MobileLink({ link }: { link: MenuLink }) {
  return (
    <NavLink to={link.href} className={(state) => cn(navLinkClass(state), "block")}>
      {link.label}
    </NavLink>
  );
}

/**
 * The mobile menu is a <details> disclosure, so that it opens without JavaScript too; the browser
 * keeps its open state. With JavaScript it also closes on navigation (SPEC §1), on Escape and on a
 * tap outside it.
 */
function useMobileMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { key } = useLocation();

  // Not on the first render: a visitor may have opened the menu before the page hydrated.
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    if (ref.current) ref.current.open = false;
  }, [key]);

  useEffect(() => {
    const details = ref.current;
    if (!open || !details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = details.contains(document.activeElement);
      details.open = false;
      if (focusWasInside) details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return { ref, onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open) };
}

export function SiteHeader() {
  const scrolled = useScrolled();
  const mobileMenu = useMobileMenu();
  const hydrated = useHydrated();

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 w-full border-b transition-shadow",
        scrolled ? "border-border bg-background/95 shadow-sm backdrop-blur" : "border-transparent bg-background",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} className="relative hidden lg:block" aria-label="Main">
          <NavigationMenu.List className="flex items-center gap-1">
            {/* app.css opens the panel on hover and focus when there is no JavaScript. */}
            <NavigationMenu.Item data-hover-menu="">
              <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted">
                Products
                <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </NavigationMenu.Trigger>
              {/* In the server HTML (forceMount) so that its links are there without JavaScript, hidden
                  while closed. Once hydrated Radix mounts it only while open, as usual: a mounted
                  closed panel would still be a dismissable layer that swallows every Escape on the
                  page. Padding rather than margin above it, so the pointer crosses no gap. */}
              <NavigationMenu.Content
                forceMount={hydrated ? undefined : true}
                data-hover-menu-panel=""
                className="absolute left-0 top-full w-[min(90vw,56rem)] pt-2 data-[state=closed]:hidden"
              >
                <div className="grid grid-cols-3 gap-6 rounded-lg border bg-card p-6 text-card-foreground shadow-xl">
                  <ProductMenuGroups titleClassName="mb-2" listClassName="space-y-1">
                    {(link) => (
                      <NavigationMenu.Link asChild>
                        <Link to={link.href} className="block rounded-md p-2 hover:bg-muted">
                          <span className="block text-sm font-medium">{link.label}</span>
                          {link.description ? <span className="block text-xs text-muted-foreground">{link.description}</span> : null}
                        </Link>
                      </NavigationMenu.Link>
                    )}
                  </ProductMenuGroups>
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            {mainNav.map((link) => (
              <NavigationMenu.Item key={link.href}>
                <NavigationMenu.Link asChild>
                  <NavLink to={link.href} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to="/iraconnect" className={navLinkClass}>
                  IRACONNECT
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button asChild className="hidden sm:inline-flex">
            <Link to="/contact">Get in Touch</Link>
          </Button>
          <details ref={mobileMenu.ref} onToggle={mobileMenu.onToggle} className="group lg:hidden">
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
                <ProductMenuGroups titleClassName="px-3" listClassName="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
                  {(link) => <MobileLink link={link} />}
                </ProductMenuGroups>
                <ul className="grid grid-cols-1 gap-1 border-t pt-4 sm:grid-cols-2">
                  {mainNav.map((link) => (
                    <li key={link.href}>
                      <MobileLink link={link} />
                    </li>
                  ))}
                </ul>
                <Button asChild className="w-full">
                  <Link to="/contact">Get in Touch</Link>
                </Button>
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
