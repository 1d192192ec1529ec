import type { ReactNode } from "react";
import { Logo } from "#app/components/logo.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** The card the sign-in pages share: the logo, a heading and the form. */
export function LoginShell({ title = "Admin Login", children }: { title?: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-sm p-8">
        {/* The logo is itself the home link: a link around it would nest one <a> in another, which
            the HTML parser splits apart, so hydration would find other markup and rebuild the page,
            dropping whatever was typed meanwhile. */}
        <div className="mb-6 w-fit">
          <Logo />
        </div>
        <h1 className="mb-6 text-2xl font-bold">{title}</h1>
        {children}
      </Card>
    </main>
  );
}
