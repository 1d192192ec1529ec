import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { type ButtonProps, buttonVariants } from "#app/components/ui/button.tsx";
import { cn, isExternal } from "#app/lib/utils.ts";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string; children: ReactNode };

/** Links starting with http leave the site in a new tab; everything else navigates in the site. */
function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
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
