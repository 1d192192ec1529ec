import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { useRenderedForMany } from "#app/components/nonce.tsx";
import { GitHubIcon, LinkedInIcon, XIcon, YouTubeIcon } from "#app/components/social-icons.tsx";
import type { NavGroup } from "#app/lib/navigation.ts";
import { useSiteMenus } from "#app/lib/site-menus.ts";
import { paths } from "#app/lib/paths.ts";
import { PRERENDER_YEAR } from "#app/lib/prerender.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { useSiteSettings } from "#app/lib/site-settings.ts";

const socialIcons = [
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "x", label: "X (Twitter)", Icon: XIcon },
  { key: "github", label: "GitHub", Icon: GitHubIcon },
  { key: "youtube", label: "YouTube", Icon: YouTubeIcon },
] as const;

/** "Iratech Solutions Pvt. Ltd." already ends its sentence: no second full stop after it. */
function withFullStop(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

function FooterLinks({ group }: { group: NavGroup }) {
  return (
    <nav aria-label={group.title}>
      <h2 className="text-sm font-semibold">{group.title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {group.links.map((link, i) => (
          <li key={`${i}-${link.href}`}>
            <Link to={link.href} className="text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  // A page rendered once and served many times gets the year filled in per response
  // (app/lib/prerender.ts), so it does not keep the year it was built in.
  const year = useRenderedForMany() ? PRERENDER_YEAR : String(new Date().getFullYear());
  // The company's facts as staff set them (issue 14.8).
  const site = useSiteSettings();
  // The footer's columns as staff set them (issue 26.4).
  const { footerNav } = useSiteMenus();
  const socials = socialIcons.flatMap(({ key, label, Icon }) => (site.social[key] ? [{ label, href: site.social[key], Icon }] : []));
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">{siteConfig.description}</p>
          <address className="space-y-2 text-sm not-italic">
            <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-primary">
              <Mail className="size-4" aria-hidden="true" />
              {site.email}
            </a>
            <a href={`tel:${site.phone.replace(/[^+0-9]/g, "")}`} className="flex items-center gap-2 hover:text-primary">
              <Phone className="size-4" aria-hidden="true" />
              {site.phone}
            </a>
          </address>
          <ul className="flex gap-2" aria-label="Social links">
            {socials.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-md border bg-background hover:bg-muted"
                >
                  <Icon className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerNav.map((group, i) => (
          <FooterLinks key={`${i}-${group.title}`} group={group} />
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            {/* The server's year and the browser's differ around New Year and across time zones. */}
            © <span suppressHydrationWarning>{year}</span> {withFullStop(site.legalName)} All rights reserved.
          </p>
          <ul aria-label="Legal" className="flex gap-4">
            <li>
              <Link to={paths.privacy} className="underline-offset-4 hover:text-foreground hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className="underline-offset-4 hover:text-foreground hover:underline">
                Terms of Use
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
