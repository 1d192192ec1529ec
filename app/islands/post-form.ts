/**
 * How an island sends its form (decision 027): the same fields a browser without JavaScript posts
 * (URL-encoded), to the form's JSON endpoint (a resource route beside the page's action, calling
 * the same service), so the server checks them with the same schema and answers with Conform's
 * result instead of a page.
 */
import { CHECK_FIELD } from "#app/lib/form-check.ts";

export type PostAnswer<T> = { status: number; data: T | null };

/** `check`: only check the values (nothing is stored). Rejects when the network fails. */
export async function postForm<T>(url: string, form: HTMLFormElement, { check = false }: { check?: boolean } = {}): Promise<PostAnswer<T>> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  if (check) body.set(CHECK_FIELD, "1");
  const response = await fetch(url, { method: "POST", body, headers: { accept: "application/json" } });
  const data = (await response.json().catch(() => null)) as T | null;
  return { status: response.status, data };
}
