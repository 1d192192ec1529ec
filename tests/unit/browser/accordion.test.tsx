// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion.tsx";
import { initAccordion } from "#app/browser/accordion.ts";
import { key, mount } from "./mount.ts";

const questions = ["One?", "Two?", "Three?"];
const trigger = (index: number) => document.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]")[index]!;
const state = (index: number) => {
  const button = trigger(index);
  return [button.getAttribute("aria-expanded"), button.dataset.state, document.getElementById(button.getAttribute("aria-controls")!)!.dataset.state, button.closest<HTMLElement>("[data-accordion-item]")!.dataset.state];
};
const open = ["true", "open", "open", "open"];
const closed = ["false", "closed", "closed", "closed"];

beforeAll(() => {
  mount(
    <Accordion>
      {questions.map((question) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>Answer to {question}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>,
  );
  initAccordion();
});

describe("the FAQ accordion", () => {
  it("opens one answer at a time; pressing the open one closes it", () => {
    expect(state(0)).toEqual(closed);
    trigger(0).click();
    expect(state(0)).toEqual(open);
    trigger(1).click();
    expect(state(0)).toEqual(closed);
    expect(state(1)).toEqual(open);
    trigger(1).click();
    expect(state(1)).toEqual(closed);
  });

  it("moves the focus with the arrows, Home and End, wrapping around", () => {
    trigger(0).focus();
    key(trigger(0), "ArrowDown");
    expect(document.activeElement).toBe(trigger(1));
    key(trigger(1), "End");
    expect(document.activeElement).toBe(trigger(2));
    key(trigger(2), "ArrowDown");
    expect(document.activeElement).toBe(trigger(0));
    key(trigger(0), "ArrowUp");
    expect(document.activeElement).toBe(trigger(2));
    key(trigger(2), "Home");
    expect(document.activeElement).toBe(trigger(0));
    // Moving the focus opens nothing.
    expect(state(2)).toEqual(closed);
  });
});
