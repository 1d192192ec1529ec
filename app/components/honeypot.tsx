import { HONEYPOT_FIELD } from "#app/lib/anti-bot.ts";

/**
 * The honeypot input of anonymous forms (see app/lib/anti-bot.ts). Invisible to people and screen
 * readers. `formId` keeps its id unique where a page has two such forms (the IRACONNECT landing).
 */
export function Honeypot({ formId }: { formId: string }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={`${formId}-hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`${formId}-hp-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
