/**
 * A legal text (the privacy policy, the terms; issue 26): the date of its last change, then its
 * titled sections, each the markdown staff keep in the page (rendered on the server, with the
 * company's facts and the site's retention figures filled in: page-view.server.ts), and under a
 * section its boxed parts, each linkable by its anchor (the forms' "How we use your data" links
 * point at /privacy#contact-data and the like).
 */
import { LegalSection } from "#app/components/marketing/legal-parts.tsx";
import { legalHtmlKey } from "#app/lib/blocks/legal-keys.ts";
import { formatPostDate } from "#app/lib/content.ts";
import type { BlockProps } from "./context.ts";

/** The look the legal pages had as route modules: muted text, lists with bullets, links underlined. */
const legalText =
  "space-y-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_p+ul]:!mt-1 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_strong]:text-foreground [&_strong]:font-semibold";

function Html({ html, className }: { html: string | undefined; className?: string }) {
  return html ? <div className={className ?? legalText} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export function LegalTextBlock({ block, context }: BlockProps<"legalText">) {
  const html = context.data.html;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm text-muted-foreground">
        Last updated <time dateTime={block.updated}>{formatPostDate(block.updated)}</time>
      </p>
      {block.sections.map((section) => (
        <LegalSection key={section.anchor} id={section.anchor} title={section.heading}>
          <Html html={html[legalHtmlKey(block.id, section.anchor)]} />
          {section.parts.map((part) => (
            <div key={part.anchor} id={part.anchor} className="scroll-mt-24 rounded-lg border p-5">
              <h3 className="text-lg font-semibold text-foreground">{part.heading}</h3>
              <Html html={html[legalHtmlKey(block.id, section.anchor, part.anchor)]} className={`mt-2 ${legalText} [&_p]:!mt-1`} />
            </div>
          ))}
        </LegalSection>
      ))}
    </div>
  );
}
