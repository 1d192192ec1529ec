/**
 * Typography for rendered markdown (posts, the admin's preview), kept here rather than in a global
 * stylesheet, and the wrapper for markdown the server already turned into sanitised HTML
 * (app/services/markdown.server.ts), so that no renderer reaches a public page (issue 15).
 */
import { cn } from "#app/lib/utils.ts";

export const proseClasses = cn(
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

/** Markdown rendered on the server (markdownToHtml): only ever HTML our own renderer produced. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn(proseClasses, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
