/**
 * SPEC §3's auth context for the browser: user, session, loading, isAdmin, signIn, signOut. The
 * server decides who is signed in (requireStaff); the provider is fed from the loader's answer and
 * only reports what the browser is doing meanwhile.
 */
import { LoaderCircle } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useNavigation, useSubmit } from "react-router";
import { adminPaths } from "#app/lib/paths.ts";
import type { StaffRole } from "#app/lib/roles.ts";

/** The signed-in staff member; `role` decides what the navigation shows (the server enforces it). */
export type AuthUser = { id: string; email: string; name?: string | null; role?: StaffRole };
export type AuthSession = { createdAt: string; expiresAt: string; idleExpiresAt: string };

export type AuthContextValue = {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True while a sign-in or sign-out is being checked by the server. */
  loading: boolean;
  isAdmin: boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
};

export const SIGN_IN_ACTION = adminPaths.login;
export const SIGN_OUT_ACTION = adminPaths.logout;

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ user, session, children }: { user: AuthUser | null; session: AuthSession | null; children: ReactNode }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const checking =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (navigation.formAction === SIGN_IN_ACTION || navigation.formAction?.startsWith(`${SIGN_IN_ACTION}?`) || navigation.formAction === SIGN_OUT_ACTION);

  // Both go through the same actions as the no-JavaScript forms, so the server stays the only judge.
  const signIn = useCallback(
    (email: string, password: string) => submit({ email, password }, { method: "post", action: SIGN_IN_ACTION, replace: true }),
    [submit],
  );
  const signOut = useCallback(async () => {
    try {
      await submit(null, { method: "post", action: SIGN_OUT_ACTION, replace: true });
    } catch (error) {
      // SPEC §8: a failed sign-out from the dashboard is logged only.
      console.error("Sign out failed", error);
    }
  }, [submit]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, session, loading: Boolean(checking), isAdmin: user !== null, signIn, signOut }),
    [user, session, checking, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}

/** SPEC §4: the spinner shown while the browser waits for an authentication check. */
export function AuthCheckingIndicator({ className }: { className?: string }) {
  return (
    <p role="status" className={className ?? "flex items-center gap-2 text-sm text-muted-foreground"}>
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Checking authentication...
    </p>
  );
}
