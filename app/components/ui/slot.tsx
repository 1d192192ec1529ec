/**
 * `asChild`: the component's props go onto its one child element instead of an element of its own
 * (a Button that is a Link). A few lines instead of Radix's Slot and its ref composition, which
 * every page loaded through Button (issue 15). Like Radix, the child's props win, except that
 * class names are joined (a NavLink's class function too), styles merged, and both event handlers
 * run (the child's first) and both refs are set.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown> & { children?: ReactNode };

function joinClasses(outer: unknown, inner: unknown): unknown {
  if (typeof inner === "function") return (state: unknown) => joinClasses(outer, (inner as (s: unknown) => unknown)(state));
  return [outer, inner].filter(Boolean).join(" ") || undefined;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

export function Slot({ children, ...props }: Props) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const key of Object.keys(props)) {
    const outer = props[key];
    const inner = own[key];
    if (/^on[A-Z]/.test(key) && typeof outer === "function" && typeof inner === "function") {
      merged[key] = (...args: unknown[]) => {
        inner(...args);
        outer(...args);
      };
    }
  }
  if ("className" in props || "className" in own) merged.className = joinClasses(props.className, own.className);
  if (props.style || own.style) merged.style = { ...(props.style as object), ...(own.style as object) };
  if (props.ref && own.ref) {
    const refs = [props.ref, own.ref] as Ref<unknown>[];
    merged.ref = (value: unknown) => refs.forEach((ref) => setRef(ref, value));
  }
  return cloneElement(child, merged);
}
