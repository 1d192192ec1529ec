/** The frame of the admin's pages outside the dashboard (invitation, password reset, e-mail change). */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#app/components/logo.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FormErrors } from "#app/components/ui/field.tsx";

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md p-8">
        <div className="mb-6 w-fit">
          <Logo />
        </div>
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {children}
      </Card>
    </main>
  );
}

/** A link that no longer works: what happened and where to go next. */
export function LinkProblem({ message, next }: { message: string; next: { href: string; label: string } }) {
  return (
    <>
      <FormErrors errors={[message]} className="mb-4" />
      <Link to={next.href} className="font-medium text-primary underline underline-offset-4">
        {next.label}
      </Link>
    </>
  );
}

/** A short confirmation (role="status", so screen readers announce it). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm">
      {children}
    </p>
  );
}
