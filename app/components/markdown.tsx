/**
 * Markdown for posts: the admin's live preview, and on the server the renderer behind
 * markdownToHtml (app/services/markdown.server.ts), whose HTML public pages show with <Prose>. Raw HTML in the
 * source is dropped (never rendered), and only http(s), mailto, relative and #fragment URLs survive:
 * a `javascript:` link becomes an inert link with an empty href. XSS-safe by construction.
 */
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { proseClasses } from "#app/components/prose.tsx";
import { cn } from "#app/lib/utils.ts";

/** Keeps only safe protocols; everything else becomes "" (the link stays, inert). */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url.trim());
  if (/^(https?:|mailto:)/i.test(cleaned) || /^[/#?]/.test(cleaned) || !/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return cleaned;
  return "";
}

const components: Components = {
  a({ href, children, node: _node, ...props }) {
    const external = typeof href === "string" && /^https?:\/\//i.test(href);
    return (
      <a
        href={href || undefined}
        {...props}
        {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
      >
        {children}
      </a>
    );
  },
  img({ src, alt, node: _node, ...props }) {
    if (!src) return null;
    return <img src={typeof src === "string" ? src : undefined} alt={alt ?? ""} loading="lazy" {...props} />;
  },
  // A code block scrolls sideways when its lines are long: keyboard users reach it to scroll it (axe scrollable-region-focusable).
  pre({ children, node: _node, ...props }) {
    return (
      <pre tabIndex={0} {...props}>
        {children}
      </pre>
    );
  },
  table({ children, node: _node, ...props }) {
    return (
      <div className="overflow-x-auto">
        <table {...props}>{children}</table>
      </div>
    );
  },
};

/** The rendered markdown alone, without the typography wrapper. */
export function MarkdownBody({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
      {children}
    </ReactMarkdown>
  );
}

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn(proseClasses, className)}>
      <MarkdownBody>{children}</MarkdownBody>
    </div>
  );
}
