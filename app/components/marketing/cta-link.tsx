import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { type ButtonProps, buttonVariants } from "#app/components/ui/button.tsx";
import { companyDefaults } from "#app/lib/company.ts";
import { useSiteSettings } from "#app/lib/site-settings.ts";
import { cn, isExternal } from "#app/lib/utils.ts";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string; children: ReactNode };

/**
 * Links starting with http leave the site in a new tab; everything else navigates in the site. The
 * IRACONNECT platform's default address (`platformCta` in the page copy) stands for the platform URL
 * as staff set it (issue 14.8).
 */
function SmartLink({ href: given, children, ...props }: SmartLinkProps) {
  const { platformUrl } = useSiteSettings();
  const href = given === companyDefaults.platformUrl ? platformUrl : given;
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  // A section of this page: a plain fragment link. (React Router resolves "#x" against the route,
  // which a prerendered page records with a trailing slash: "/products/#x".)
  if (href.startsWith("#")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/** A call to action rendered as a button-styled link. */
export function CtaLink({
  href,
  children,
  variant,
  size = "lg",
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  return (
    <SmartLink href={href} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </SmartLink>
  );
}
