/**
 * One instance per process for state that must be shared between the server entry (run by Node)
 * and the route modules (bundled by Vite): each side loads its own copy of a module, so the state
 * lives on globalThis under a name. The Epic Stack uses the same pattern for its database client.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = ((globalThis as { __iratechSingletons?: Map<string, unknown> }).__iratechSingletons ??= new Map());
  if (!store.has(name)) store.set(name, create());
  return store.get(name) as T;
}
