/** Button's `asChild` (app/components/ui/slot.tsx): the child element gets the button's props. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { Button } from "#app/components/ui/button.tsx";
import { Slot } from "#app/components/ui/slot.tsx";

describe("Slot", () => {
  test("a Button asChild is its child element, with the button's classes before the child's own", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" className="mt-4">
        <a href="/contact" className="w-full">
          Contact
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/contact" class="[^"]*border-input[^"]* mt-4 w-full">Contact<\/a>$/);
    expect(html).not.toContain("<button");
  });

  test("the child's own props win, styles are merged, and both handlers run, the child's first", () => {
    const calls: string[] = [];
    const element = Slot({
      id: "outer",
      style: { color: "red", margin: 0 },
      onClick: () => calls.push("slot"),
      children: <span id="inner" style={{ color: "blue" }} onClick={() => calls.push("child")} />,
    }) as React.ReactElement<{ id: string; style: object; onClick: () => void }>;
    expect(element.props.id).toBe("inner");
    expect(element.props.style).toEqual({ color: "blue", margin: 0 });
    element.props.onClick();
    expect(calls).toEqual(["child", "slot"]);
  });

  test("a class function (NavLink's) is kept a function that adds the slot's classes", () => {
    // NavLink's className may be a function of its state; a plain element stands in for it here.
    const navLinkLike = { type: "a", props: { className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off") } };
    const element = Slot({ className: "btn", children: <a {...(navLinkLike.props as object)} /> }) as React.ReactElement<{
      className: (state: { isActive: boolean }) => string;
    }>;
    expect(element.props.className({ isActive: true })).toBe("btn on");
    expect(element.props.className({ isActive: false })).toBe("btn off");
  });

  test("both refs receive the element", () => {
    const outer = vi.fn();
    const inner = { current: null as unknown };
    const element = Slot({ ref: outer, children: <div ref={inner as React.RefObject<HTMLDivElement>} /> }) as React.ReactElement<{ ref: (v: unknown) => void }>;
    element.props.ref("node");
    expect(outer).toHaveBeenCalledWith("node");
    expect(inner.current).toBe("node");
  });
});
