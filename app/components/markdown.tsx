/**
 * Markdown for posts, rendered on the server and in the admin's live preview. Raw HTML in the
 * source is dropped (never rendered), and only http(s), mailto, relative and #fragment URLs survive:
 * a `javascript:` link becomes an inert link with an empty href. XSS-safe by construction.
 */
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
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
  table({ children, node: _node, ...props }) {
    return (
      <div className="overflow-x-auto">
        <table {...props}>{children}</table>
      </div>
    );
  },
};

// Typography for rendered markdown, kept here rather than in a global stylesheet.
const proseClasses = cn(
  "max-w-none break-words leading-7 text-foreground",
  "[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:px-3 [&_td]:py-2",
  "[&_img]:my-6 [&_img]:rounded-lg [&_hr]:my-8",
);

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn(proseClasses, className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
