/**
 * Sharing a post, a case study or a referral link. Without JavaScript: links to LinkedIn, X,
 * WhatsApp and e-mail. With it: "Copy link", and where the browser has a share sheet (Web Share
 * API) a "Share" button that opens it, in place of the network links. No third-party script.
 * Server markup: the site script (app/browser/share.ts) copies and opens the share sheet, and the
 * head script marks the document (`data-js`, `data-web-share`) so that app.css shows the buttons
 * the browser can use from the first paint, on pages with React and without.
 */
import { Check } from "#app/components/ui/icons.tsx";
import { Link2, Mail, MessageCircle, Share2 } from "#app/components/ui/share-icons.tsx";
import { LinkedInIcon, XIcon } from "#app/components/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { shareUrls } from "#app/lib/share.ts";
import { cn } from "#app/lib/utils.ts";
import { ATTR, dataAttr } from "#app/lib/dom-contract.ts";

const newWindow = { target: "_blank", rel: "noopener noreferrer" } as const;

export function ShareBar({ url, title, text, className }: { url: string; title: string; text?: string; className?: string }) {
  const links = shareUrls(url, text ?? title, title);
  return (
    <section aria-labelledby="share-heading" {...dataAttr(ATTR.shareBar)} className={cn("flex flex-wrap items-center gap-2", className)}>
      <h2 id="share-heading" className="mr-2 text-sm font-semibold">
        Share
      </h2>
      <Button type="button" variant="outline" size="sm" {...dataAttr(ATTR.shareNative)} {...dataAttr(ATTR.shareUrl, url)} {...dataAttr(ATTR.shareTitle, title)} {...dataAttr(ATTR.shareText, text ?? title)}>
        <Share2 aria-hidden="true" /> Share…
      </Button>
      <span data-share-links="" className="contents">
        <ShareLink href={links.linkedin} label="Share on LinkedIn" icon={<LinkedInIcon aria-hidden="true" />} />
        <ShareLink href={links.x} label="Share on X" icon={<XIcon aria-hidden="true" />} />
        <ShareLink href={links.whatsapp} label="Share on WhatsApp" icon={<MessageCircle aria-hidden="true" />} />
        <ShareLink href={links.email} label="Share by e-mail" icon={<Mail aria-hidden="true" />} newTab={false} />
      </span>
      <Button type="button" variant="outline" size="sm" {...dataAttr(ATTR.shareCopy, url)} {...dataAttr(ATTR.copied, "false")} suppressHydrationWarning className="group/copy">
        <Link2 aria-hidden="true" className="group-data-[copied=true]/copy:hidden" />
        <Check aria-hidden="true" className="hidden group-data-[copied=true]/copy:block" />
        <span className="group-data-[copied=true]/copy:hidden">Copy link</span>
        <span className="hidden group-data-[copied=true]/copy:inline">Copied!</span>
      </Button>
      <p aria-live="polite" {...dataAttr(ATTR.shareStatus)} className="sr-only" suppressHydrationWarning></p>
    </section>
  );
}

function ShareLink({ href, label, icon, newTab = true }: { href: string; label: string; icon: React.ReactNode; newTab?: boolean }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} {...(newTab ? newWindow : {})} aria-label={newTab ? `${label} (opens in a new tab)` : label}>
        {icon}
        <span className="sr-only sm:not-sr-only">{label.replace(/^Share (on|by) /, "")}</span>
      </a>
    </Button>
  );
}
