/**
 * A join button of the IRACONNECT landing (SPEC §2) as an island (decision 027): it opens the one
 * signup modal (rendered by the signup island, iraconnect-signup.tsx) through the store they
 * share. Until it is interactive (without JavaScript, or while the scripts are on their way) it
 * is a link to the form on the page, which works as a plain form.
 */
import { ArrowRight } from "#app/components/ui/lucide-lite.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { defineIsland } from "./define.tsx";
import { setSignupOpen } from "./signup-store.ts";

type Props = {
  label?: string;
  size?: "lg" | "default";
  variant?: "default" | "outline" | "secondary";
  className?: string;
};

export function JoinButton({ label = "Join the Waitlist", size = "lg", variant = "default", className }: Props) {
  const interactive = useHydrated();
  const content = (
    <>
      {label} <ArrowRight aria-hidden="true" />
    </>
  );
  if (!interactive) {
    return (
      <Button asChild size={size} variant={variant} className={className}>
        <a href="#join">{content}</a>
      </Button>
    );
  }
  return (
    <Button type="button" size={size} variant={variant} className={className} aria-haspopup="dialog" onClick={() => setSignupOpen(true)}>
      {content}
    </Button>
  );
}

export default JoinButton;
export const JoinButtonIsland = /* @__PURE__ */ defineIsland("iraconnect-join", JoinButton);
