import { Link } from "react-router";
import { useSiteSettings } from "#app/lib/site-settings.ts";

/** The brand: the mark and the company's name, a link home (the admin's brand links to the admin home). */
export function Logo({ to = "/", admin = false }: { to?: string; admin?: boolean }) {
  const { name } = useSiteSettings();
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-bold tracking-tight" aria-label={admin ? `${name} admin home` : `${name} home`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M10 9h4v14h-4zM17 9h5a5 5 0 0 1 0 10h-1l4 4h-5l-4-4z" className="fill-primary-foreground" />
      </svg>
      <span className="text-lg">{name}</span>
    </Link>
  );
}
