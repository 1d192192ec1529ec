/**
 * Sharing a post, a case study or a referral link. Without JavaScript: links to LinkedIn, X,
 * WhatsApp and e-mail. With it: "Copy link", and where the browser has a share sheet (Web Share
 * API) a "Share" button that opens it, in place of the network links. No third-party script.
 */
import { Check, Link2, Mail, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { LinkedInIcon, XIcon } from "#app/components/social-icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { shareUrls } from "#app/lib/share.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

const newWindow = { target: "_blank", rel: "noopener noreferrer" } as const;

export function ShareBar({ url, title, text, className }: { url: string; title: string; text?: string; className?: string }) {
  const hydrated = useHydrated();
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const links = shareUrls(url, text ?? title, title);
  return (
    <section aria-labelledby="share-heading" className={cn("flex flex-wrap items-center gap-2", className)}>
      <h2 id="share-heading" className="mr-2 text-sm font-semibold">
        Share
      </h2>
      {canShare ? (
        <Button type="button" variant="outline" size="sm" onClick={() => void navigator.share({ title, text: text ?? title, url }).catch(() => {})}>
          <Share2 aria-hidden="true" /> Share…
        </Button>
      ) : (
        <>
          <ShareLink href={links.linkedin} label="Share on LinkedIn" icon={<LinkedInIcon aria-hidden="true" />} />
          <ShareLink href={links.x} label="Share on X" icon={<XIcon aria-hidden="true" />} />
          <ShareLink href={links.whatsapp} label="Share on WhatsApp" icon={<MessageCircle aria-hidden="true" />} />
          <ShareLink href={links.email} label="Share by e-mail" icon={<Mail aria-hidden="true" />} newTab={false} />
        </>
      )}
      {hydrated ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => {})}
        >
          {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {copied ? "Copied!" : "Copy link"}
        </Button>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {copied ? "Link copied to the clipboard" : ""}
      </p>
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
