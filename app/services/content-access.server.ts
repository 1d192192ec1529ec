/**
 * Who may see staff-only parts of the public content pages. Until the admin-access layer lands
 * (issue 4), nobody is an admin here: the diagnostic panel stays hidden and its endpoint closed.
 */
export type ContentAdmin = { id: string; email: string };

export async function optionalContentAdmin(_request: Request): Promise<ContentAdmin | null> {
  return null;
}
