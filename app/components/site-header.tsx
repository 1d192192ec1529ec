import { ChevronDown, Menu, X } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import { mainNav, productMenu } from "~/lib/navigation";
import { cn } from "~/lib/utils";

/** SPEC §4: the header is 'scrolled' once the page has moved more than 10 px. */
export const SCROLLED_THRESHOLD_PX = 10;

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

export function SiteHeader() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // SPEC §1: the mobile menu closes on navigation.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search, location.hash]);

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
            <NavigationMenu.Item>
              <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted">
                Products
                <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute left-0 top-full mt-2 w-[min(90vw,56rem)] rounded-lg border bg-card p-6 text-card-foreground shadow-xl">
                <div className="grid grid-cols-3 gap-6">
                  {productMenu.map((group) => (
                    <div key={group.title}>
                      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.title}</p>
                      <ul className="space-y-1">
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <NavigationMenu.Link asChild>
                              <Link to={link.href} className="block rounded-md p-2 hover:bg-muted">
                                <span className="block text-sm font-medium">{link.label}</span>
                                {link.description ? (
                                  <span className="block text-xs text-muted-foreground">{link.description}</span>
                                ) : null}
                              </Link>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
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
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <nav id="mobile-menu" aria-label="Mobile" hidden={!menuOpen} className="border-t bg-background lg:hidden">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
          {productMenu.map((group) => (
            <div key={group.title}>
              <p className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.title}</p>
              <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink to={link.href} className={(state) => cn(navLinkClass(state), "block")}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul className="grid grid-cols-1 gap-1 border-t pt-4 sm:grid-cols-2">
            {mainNav.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={(state) => cn(navLinkClass(state), "block")}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button asChild className="w-full">
            <Link to="/contact">Get in Touch</Link>
          </Button>
        </div>
      </nav>
    </header>
  );
}
