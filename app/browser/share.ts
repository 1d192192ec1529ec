/**
 * The share bar (components/share-bar.tsx): "Copy link" copies the address and shows "Copied!"
 * with a status line for 2 s (without the async clipboard: the bar's read-only field selected and
 * copied); "Share…" opens the browser's share sheet.
 */
import { ATTR, attrSelector } from "#app/lib/dom-contract.ts";
import { $, closest } from "./dom.ts";

export const COPIED_MS = 2000;

export function initShare(): void {
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener("click", (event) => {
    const copy = closest(attrSelector(ATTR.shareCopy), event.target);
    if (copy) {
      const bar = copy.closest(attrSelector(ATTR.shareBar)) ?? document;
      const status = $(attrSelector(ATTR.shareStatus), bar);
      const copied = () => {
        copy.setAttribute(ATTR.copied, "true");
        if (status) status.textContent = copy.getAttribute(ATTR.copiedStatus) ?? "Link copied to the clipboard";
        clearTimeout(copiedTimer);
        copiedTimer = setTimeout(() => {
          copy.setAttribute(ATTR.copied, "false");
          if (status) status.textContent = "";
        }, COPIED_MS);
      };
      // Plain http, old browsers: the link's own field selected and copied.
      const fallback = () => {
        const field = $<HTMLInputElement>("input[readonly]", bar);
        field?.select();
        if (field && document.execCommand("copy")) copied();
      };
      const text = copy.getAttribute(ATTR.shareCopy) || location.href;
      (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error("no clipboard"))).then(copied, fallback);
      return;
    }
    const share = closest(attrSelector(ATTR.shareNative), event.target);
    if (share) {
      const data = { title: share.getAttribute(ATTR.shareTitle) ?? "", text: share.getAttribute(ATTR.shareText) ?? "", url: share.getAttribute(ATTR.shareUrl) ?? location.href };
      void navigator.share?.(data).catch(() => {});
    }
  });
}
